import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMediaTime, formatMediaTimeWords } from '../private/mediaTime';
import { Player, type PlayerHandle, playerKindOf } from './Player';

let duration = 120;

beforeEach(() => {
  duration = 120;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: false });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: true });
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  Object.defineProperty(HTMLMediaElement.prototype, 'duration', { configurable: true, get: () => duration });
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(HTMLMediaElement.prototype, 'duration');
});

function setup(props: Partial<Parameters<typeof Player>[0]> = {}) {
  const ref = createRef<PlayerHandle>();
  const utils = render(<Player ref={ref} src="/media/episode.mp3" title="ეპიზოდი" channel="არხი" {...props} />);
  const media = utils.container.querySelector('audio, video') as HTMLMediaElement;
  const loadMetadata = () => act(() => void media.dispatchEvent(new Event('loadedmetadata')));
  return { ...utils, ref, media, loadMetadata, user: userEvent.setup() };
}

const seekBar = () => screen.getByRole('slider', { name: 'დროის ზოლი' });

describe('time formatting', () => {
  it('uses m:ss below an hour and h:mm:ss above', () => {
    expect(formatMediaTime(0)).toBe('0:00');
    expect(formatMediaTime(65.7)).toBe('1:05');
    expect(formatMediaTime(3725)).toBe('1:02:05');
    expect(formatMediaTime(Number.NaN)).toBe('0:00');
    expect(formatMediaTimeWords(3725)).toBe('1 საათი 2 წუთი 5 წამი');
    expect(formatMediaTimeWords(0)).toBe('0 წამი');
  });

  it('picks video for mp4', () => {
    expect(playerKindOf('mp4')).toBe('video');
    expect(playerKindOf('mp3')).toBe('audio');
  });
});

// user-event drives many clicks here; a busy CI machine needs more than the default 5 s.
describe('Player', { timeout: 20_000 }, () => {
  it('shows the loading state until the metadata arrives, then the times', () => {
    const { loadMetadata } = setup();
    expect(screen.getByRole('status')).toHaveTextContent('იტვირთება...');
    loadMetadata();
    expect(screen.getByText('2:00')).toBeInTheDocument();
    expect(seekBar()).toHaveAttribute('aria-valuetext', '0 წამი, სულ 2 წუთი');
  });

  it('applies startAt on loadedmetadata', () => {
    const { media, loadMetadata } = setup({ startAt: 42 });
    expect(media.currentTime).toBe(0);
    loadMetadata();
    expect(media.currentTime).toBe(42);
    expect(screen.getByText('0:42')).toBeInTheDocument();
  });

  it('ignores a startAt beyond the end', () => {
    const { media, loadMetadata } = setup({ startAt: 500 });
    loadMetadata();
    expect(media.currentTime).toBe(0);
  });

  it('moves 10 seconds with the skip buttons, clamped at 0 and the duration', async () => {
    const { media, loadMetadata, user } = setup({ startAt: 5 });
    loadMetadata();
    const back = screen.getByRole('button', { name: '10 წამით უკან' });
    const forward = screen.getByRole('button', { name: '10 წამით წინ' });
    await user.click(forward);
    expect(media.currentTime).toBe(15);
    await user.click(back);
    expect(media.currentTime).toBe(5);
    await user.click(back);
    expect(media.currentTime).toBe(0);
    media.currentTime = 115;
    await user.click(forward);
    expect(media.currentTime).toBe(120);
  });

  it('sets playbackRate from the speed menu', async () => {
    const { media, loadMetadata, user } = setup();
    loadMetadata();
    await user.click(screen.getByRole('button', { name: 'დაკვრის სიჩქარე: 1×' }));
    await user.click(await screen.findByRole('menuitemradio', { name: '1.5×' }));
    expect(media.playbackRate).toBe(1.5);
    expect(screen.getByRole('button', { name: 'დაკვრის სიჩქარე: 1.5×' })).toBeInTheDocument();
  });

  it('reports the current time to onTimeUpdate and onPause', async () => {
    const onTimeUpdate = vi.fn();
    const onPause = vi.fn();
    const { media, loadMetadata, user } = setup({ onTimeUpdate, onPause });
    loadMetadata();
    await user.click(screen.getByRole('button', { name: 'დაკვრა' }));
    expect(screen.getByRole('button', { name: 'პაუზა' })).toBeInTheDocument();
    media.currentTime = 33;
    act(() => void media.dispatchEvent(new Event('timeupdate')));
    expect(onTimeUpdate).toHaveBeenLastCalledWith(33);
    expect(screen.getByText('0:33')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'პაუზა' }));
    expect(onPause).toHaveBeenCalledWith(33);
  });

  it('calls onEnded', () => {
    const onEnded = vi.fn();
    const { media, loadMetadata } = setup({ onEnded });
    loadMetadata();
    act(() => void media.dispatchEvent(new Event('ended')));
    expect(onEnded).toHaveBeenCalledOnce();
  });

  it('handles keyboard shortcuts while focused', async () => {
    const { media, loadMetadata, user } = setup({ startAt: 50 });
    loadMetadata();
    screen.getByRole('region').focus();
    await user.keyboard('{ArrowRight}');
    expect(media.currentTime).toBe(60);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(media.currentTime).toBe(40);
    await user.keyboard(' ');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    await user.keyboard('k');
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    media.volume = 0.5;
    await user.keyboard('{ArrowDown}');
    expect(media.volume).toBeCloseTo(0.4);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(media.volume).toBeCloseTo(0.6);
    await user.keyboard('m');
    expect(media.muted).toBe(true);
    await user.keyboard('M');
    expect(media.muted).toBe(false);
  });

  it('leaves arrow keys to the seek bar itself', async () => {
    const { media, loadMetadata, user } = setup({ startAt: 50 });
    loadMetadata();
    seekBar().focus();
    await user.keyboard('{ArrowRight}');
    expect(media.currentTime).not.toBe(60);
  });

  it('seeks from the seek bar', () => {
    const { media, loadMetadata } = setup();
    loadMetadata();
    fireEvent.change(seekBar(), { target: { value: '90' } });
    expect(media.currentTime).toBe(90);
  });

  it('exposes the current time through its handle and reports it when unmounted', () => {
    const onLeave = vi.fn();
    const { ref, media, loadMetadata, unmount } = setup({ onLeave });
    loadMetadata();
    media.currentTime = 77;
    expect(ref.current?.getCurrentTime()).toBe(77);
    unmount();
    expect(onLeave).toHaveBeenCalledWith(77);
  });

  it('shows the error state with a retry', async () => {
    const { media, user } = setup();
    act(() => void media.dispatchEvent(new Event('error')));
    expect(screen.getByRole('alert')).toHaveTextContent('ფაილის ჩატვირთვა ვერ მოხერხდა');
    await user.click(screen.getByRole('button', { name: 'თავიდან ცდა' }));
    expect(HTMLMediaElement.prototype.load).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('იტვირთება...');
  });

  it('renders a video element for video', () => {
    const { container } = setup({ kind: 'video' });
    expect(container.querySelector('video')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'სრულ ეკრანზე' })).toBeInTheDocument();
  });

  it('shows the equaliser only once it has played: moving while playing, still when paused part-way', async () => {
    const { container, media, loadMetadata, user } = setup({ eyebrow: 'ისტორია' });
    const mark = () => container.querySelector('[data-equaliser]');
    loadMetadata();
    expect(mark()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'დაკვრა' }));
    expect(mark()).toHaveAttribute('data-equaliser', 'playing');
    expect(mark()).toHaveAttribute('aria-hidden', 'true');
    act(() => {
      media.currentTime = 30;
      media.dispatchEvent(new Event('timeupdate'));
    });
    await user.click(screen.getByRole('button', { name: 'პაუზა' }));
    expect(mark()).toHaveAttribute('data-equaliser', 'still');
  });

  it('puts the equaliser before the elapsed time when the player shows no info', async () => {
    const { container, loadMetadata, user } = setup({ title: undefined, channel: undefined });
    loadMetadata();
    await user.click(screen.getByRole('button', { name: 'დაკვრა' }));
    expect(container.querySelector('[title="გასული დრო"]')?.previousElementSibling).toHaveAttribute(
      'data-equaliser',
      'playing',
    );
  });

  it('fills a video frame with the blurred cover and its art until the video shows a picture', () => {
    const { container, media } = setup({ kind: 'video', cover: 'data:image/png;base64,AA' });
    expect(media).not.toHaveAttribute('poster');
    expect(container.querySelectorAll('img[src="data:image/png;base64,AA"]')).toHaveLength(2);
    Object.defineProperty(media, 'videoWidth', { configurable: true, value: 1280 });
    Object.defineProperty(media, 'readyState', { configurable: true, value: HTMLMediaElement.HAVE_CURRENT_DATA });
    act(() => void media.dispatchEvent(new Event('loadeddata')));
    // The backdrop stays for letterboxing; the sharp art gives way to the picture.
    expect(container.querySelectorAll('img[src="data:image/png;base64,AA"]')).toHaveLength(1);
  });

  it("shows a video's own poster instead of the cover art", () => {
    const { media, container } = setup({ kind: 'video', cover: 'data:image/png;base64,AA', poster: '/poster.jpg' });
    expect(media).toHaveAttribute('poster', '/poster.jpg');
    expect(container.querySelectorAll('img[src="data:image/png;base64,AA"]')).toHaveLength(1);
  });

  it('sets Media Session metadata and handlers while playing', async () => {
    const setActionHandler = vi.fn();
    const setPositionState = vi.fn();
    const session = { metadata: null as unknown, playbackState: 'none', setActionHandler, setPositionState };
    Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(public init: MediaMetadataInit) {}
      },
    );
    const { loadMetadata, user } = setup({ cover: 'data:image/png;base64,AA' });
    loadMetadata();
    await user.click(screen.getByRole('button', { name: 'დაკვრა' }));
    expect((session.metadata as { init: MediaMetadataInit }).init).toMatchObject({ title: 'ეპიზოდი', artist: 'არხი' });
    expect(setActionHandler).toHaveBeenCalledWith('seekforward', expect.any(Function));
    expect(session.playbackState).toBe('playing');
    expect(setPositionState).toHaveBeenCalledWith({ duration: 120, playbackRate: 1, position: 0 });
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'mediaSession');
  });
});
