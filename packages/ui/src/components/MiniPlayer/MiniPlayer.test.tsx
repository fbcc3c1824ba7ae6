import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MiniPlayer } from './MiniPlayer';

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: false });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: true });
    this.dispatchEvent(new Event('pause'));
  });
  Object.defineProperty(HTMLMediaElement.prototype, 'duration', { configurable: true, get: () => 300 });
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(HTMLMediaElement.prototype, 'duration');
});

// user-event drives many clicks here; a busy CI machine needs more than the default 5 s.
describe('MiniPlayer', { timeout: 20_000 }, () => {
  it('resumes, plays, skips and closes', async () => {
    const onClose = vi.fn();
    const onPause = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <MiniPlayer
        src="/media/a.mp3"
        title="ეპიზოდი"
        channel="არხი"
        startAt={100}
        onClose={onClose}
        onPause={onPause}
      />,
    );
    const media = container.querySelector('audio') as HTMLMediaElement;
    act(() => void media.dispatchEvent(new Event('loadedmetadata')));
    expect(media.currentTime).toBe(100);
    await user.click(screen.getByRole('button', { name: '10 წამით წინ' }));
    expect(media.currentTime).toBe(110);
    await user.click(screen.getByRole('button', { name: 'დაკვრა' }));
    expect(screen.getByRole('button', { name: 'პაუზა' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'პაუზა' }));
    expect(onPause).toHaveBeenCalledWith(110);
    await user.click(screen.getByRole('button', { name: 'პლეერის დახურვა' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the equaliser while playing and keeps it still when paused part-way', async () => {
    const user = userEvent.setup();
    const { container } = render(<MiniPlayer src="/media/a.mp3" title="ეპიზოდი" channel="არხი" />);
    const media = container.querySelector('audio') as HTMLMediaElement;
    const mark = () => container.querySelector('[data-equaliser]');
    act(() => void media.dispatchEvent(new Event('loadedmetadata')));
    expect(mark()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'დაკვრა' }));
    expect(mark()).toHaveAttribute('data-equaliser', 'playing');
    act(() => {
      media.currentTime = 12;
      media.dispatchEvent(new Event('timeupdate'));
    });
    await user.click(screen.getByRole('button', { name: 'პაუზა' }));
    expect(mark()).toHaveAttribute('data-equaliser', 'still');
  });

  it('links the title through renderLink', () => {
    render(
      <MiniPlayer
        src="/media/a.mp3"
        title="ეპიზოდი"
        href="/podcast/1-a/"
        renderLink={({ href, className, children }) => (
          <a data-router href={href} className={className}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'ეპიზოდი' })).toHaveAttribute('data-router');
  });
});
