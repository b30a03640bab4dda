import { createContext, useContext } from 'react';

export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

export type ThemeContextValue = { theme: Theme; toggleTheme(): void; setTheme(theme: Theme): void };

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) {
    throw new Error('useTheme must be used within ThemeProvider');
  }
  return value;
}

/** The theme: the saved choice, else the system's dark preference. */
export function getInitialTheme(): Theme {
  if (typeof window === 'undefined') {
    return 'light'; // rendering a page's first screen at build time (src/shell)
  }
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (saved === 'dark' || saved === 'light') {
      return saved;
    }
  } catch {
    // storage blocked: fall through to the system preference
  }
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}
