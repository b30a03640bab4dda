import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from '@/components/theme-toggle';
import { ThemeProvider } from './theme-provider';

function mockSystemDark(isDark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: isDark && query.includes('dark'), media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

describe('theme', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove('dark');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('follows the system preference when nothing is saved', () => {
    mockSystemDark(true);
    render(<ThemeProvider><ThemeToggle /></ThemeProvider>);
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('prefers the saved choice over the system', () => {
    mockSystemDark(true);
    localStorage.setItem('theme', 'light');
    render(<ThemeProvider><ThemeToggle /></ThemeProvider>);
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('toggles the dark class and saves the choice under "theme"', async () => {
    mockSystemDark(false);
    const user = userEvent.setup();
    const { unmount } = render(<ThemeProvider><ThemeToggle /></ThemeProvider>);
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    unmount();

    // A new page load keeps it.
    render(<ThemeProvider><ThemeToggle /></ThemeProvider>);
    expect(document.documentElement).toHaveClass('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
