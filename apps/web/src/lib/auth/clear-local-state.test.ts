import { describe, expect, it } from 'vitest';
import { clearLocalAuthState } from './clear-local-state';

describe('clearLocalAuthState', () => {
  it('clears our storage but keeps the theme, and expires supabase/sb- cookies', () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('auth-token', 'x');
    sessionStorage.setItem('draft', 'y');
    document.cookie = 'sb-access-token=abc; path=/';
    document.cookie = 'supabase-auth=abc; path=/';
    document.cookie = 'keep=me; path=/';

    clearLocalAuthState();

    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('auth-token')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain('sb-access-token');
    expect(document.cookie).not.toContain('supabase-auth');
    expect(document.cookie).toContain('keep=me');
  });
});
