import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { themeClass } from './themes.css';

export type ThemeName = 'dark' | 'light';

/** Both readings of the spec (§4): `podcast-theme` holds the name, `darkMode` holds 'dark' or 'light'. */
export const THEME_STORAGE_KEY = 'podcast-theme';
export const DARK_MODE_STORAGE_KEY = 'darkMode';
export const DEFAULT_THEME: ThemeName = 'dark';

const isThemeName = (value: unknown): value is ThemeName => value === 'dark' || value === 'light';

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can throw when cookies are blocked; the theme then lives for the session only.
    return undefined;
  }
}

export function readStoredTheme(storage: Storage | undefined = browserStorage()): ThemeName {
  const primary = storage?.getItem(THEME_STORAGE_KEY);
  if (isThemeName(primary)) return primary;
  const legacy = storage?.getItem(DARK_MODE_STORAGE_KEY);
  if (isThemeName(legacy)) return legacy;
  return DEFAULT_THEME;
}

export function storeTheme(theme: ThemeName, storage: Storage | undefined = browserStorage()): void {
  storage?.setItem(THEME_STORAGE_KEY, theme);
  storage?.setItem(DARK_MODE_STORAGE_KEY, theme);
}

/** Puts the theme class and `data-theme` on `<html>` (or the given element) so portals inherit the theme. */
export function applyTheme(theme: ThemeName, element: HTMLElement = document.documentElement): void {
  element.classList.remove(themeClass.dark, themeClass.light);
  element.classList.add(themeClass[theme]);
  element.setAttribute('data-theme', theme);
}

export interface ThemeContextValue {
  theme: ThemeName;
  setTheme: (theme: ThemeName) => void;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  children: ReactNode;
  /** Forces a theme (stories, tests); when set, nothing is read from or written to storage. */
  forcedTheme?: ThemeName;
}

export function ThemeProvider({ children, forcedTheme }: ThemeProviderProps) {
  const [stored, setStored] = useState<ThemeName>(() => forcedTheme ?? readStoredTheme());
  const theme = forcedTheme ?? stored;

  useEffect(() => {
    applyTheme(theme);
  }, [theme]);

  const setTheme = useCallback(
    (next: ThemeName) => {
      if (!forcedTheme) storeTheme(next);
      setStored(next);
    },
    [forcedTheme],
  );

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') }),
    [theme, setTheme],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
