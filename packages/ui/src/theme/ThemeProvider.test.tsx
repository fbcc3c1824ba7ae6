import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DARK_MODE_STORAGE_KEY,
  readStoredTheme,
  storeTheme,
  THEME_STORAGE_KEY,
  ThemeProvider,
  useTheme,
} from './ThemeProvider';
import { themeClass } from './themes.css';

function Probe() {
  const { theme, toggleTheme, setTheme } = useTheme();
  return (
    <div>
      <span data-testid="theme">{theme}</span>
      <button type="button" onClick={toggleTheme}>
        toggle
      </button>
      <button type="button" onClick={() => setTheme('light')}>
        light
      </button>
    </div>
  );
}

describe('theme storage', () => {
  it('defaults to dark when nothing is stored', () => {
    expect(readStoredTheme()).toBe('dark');
  });

  it('reads podcast-theme first, then darkMode', () => {
    localStorage.setItem(DARK_MODE_STORAGE_KEY, 'light');
    expect(readStoredTheme()).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readStoredTheme()).toBe('dark');
  });

  it('ignores values that are not a theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    localStorage.setItem(DARK_MODE_STORAGE_KEY, 'true');
    expect(readStoredTheme()).toBe('dark');
  });

  it('writes both keys', () => {
    storeTheme('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(localStorage.getItem(DARK_MODE_STORAGE_KEY)).toBe('light');
  });
});

describe('ThemeProvider', () => {
  it('puts the dark theme class and data-theme on <html> by default', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('theme')).toHaveTextContent('dark');
    expect(document.documentElement).toHaveClass(themeClass.dark);
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('restores the stored theme on load', () => {
    localStorage.setItem(DARK_MODE_STORAGE_KEY, 'light');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(document.documentElement).toHaveClass(themeClass.light);
    expect(document.documentElement).not.toHaveClass(themeClass.dark);
  });

  it('toggles, swaps the class and persists both keys', async () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByTestId('theme')).toHaveTextContent('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(document.documentElement).toHaveClass(themeClass.light);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(localStorage.getItem(DARK_MODE_STORAGE_KEY)).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('a forced theme neither reads nor writes storage', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(
      <ThemeProvider forcedTheme="light">
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('theme')).toHaveTextContent('light');
    act(() => screen.getByRole('button', { name: 'light' }).click());
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('useTheme outside the provider fails with a clear message', () => {
    expect(() => render(<Probe />)).toThrow('useTheme must be used inside <ThemeProvider>');
  });
});
