import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inertRenderLink } from '../private/inertLink';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_RESULTS, SearchBox, type SearchResult } from './SearchBox';

const results: SearchResult[] = Array.from({ length: 7 }, (_, index) => ({
  id: index + 1,
  title: `ეპიზოდი ${index + 1}`,
  href: `#podcast-${index + 1}`,
}));

describe('SearchBox debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

  it('does not ask for suggestions at 2 characters or fewer', () => {
    const onQueryChange = vi.fn();
    render(<SearchBox onQueryChange={onQueryChange} variant="desktop" />);
    const input = screen.getByRole('combobox');
    type(input, 'შ');
    type(input, 'შა');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onQueryChange).not.toHaveBeenCalled();
  });

  it('asks once, 200 ms after the last keystroke', () => {
    const onQueryChange = vi.fn();
    render(<SearchBox onQueryChange={onQueryChange} variant="desktop" />);
    const input = screen.getByRole('combobox');
    type(input, 'შავ');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50);
    });
    type(input, 'შავი');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(onQueryChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    expect(onQueryChange).toHaveBeenCalledWith('შავი');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onQueryChange).toHaveBeenCalledTimes(1);
  });
});

describe('SearchBox submit and keyboard', () => {
  it('submits non-empty text on Enter and ignores empty text', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SearchBox onSubmit={onSubmit} variant="desktop" />);
    const input = screen.getByRole('combobox');
    await user.click(input);
    await user.keyboard('{Enter}');
    await user.type(input, '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, ' ქვევრი {Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('ქვევრი');
  });

  it('lists at most 5 results and selects one with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onSubmit = vi.fn();
    render(
      <SearchBox
        defaultValue="ეპიზ"
        results={results}
        onSelect={onSelect}
        onSubmit={onSubmit}
        renderLink={inertRenderLink}
        variant="desktop"
      />,
    );
    const input = screen.getByRole('combobox');
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(SEARCH_MAX_RESULTS);

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);

    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(results[1]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('wraps around and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<SearchBox defaultValue="ეპიზ" results={results.slice(0, 3)} variant="desktop" />);
    const input = screen.getByRole('combobox');
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows 3 results on mobile and opens only above 3 characters', async () => {
    const user = userEvent.setup();
    render(<SearchBox results={results} variant="mobile" />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'ეპი');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'ზ');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });
});
