import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/lib/auth/auth-context';
import { apiRequest } from '@/lib/api-client';
import { fakeAuth, fakeMe, renderWithRouter } from '@/test/test-utils';
import { ThemeProvider } from '@/app/providers/theme-provider';
import { Navbar } from './navbar';

let auth: AuthContextValue;
vi.mock('@/lib/auth/use-auth', () => ({ useAuth: () => auth }));
vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));

function renderNavbar() {
  return renderWithRouter([
    {
      path: '/',
      element: (
        <ThemeProvider>
          <Navbar />
        </ThemeProvider>
      ),
    },
  ]);
}

beforeEach(() => {
  vi.mocked(apiRequest).mockReset();
  vi.mocked(apiRequest).mockImplementation((path: string) =>
    path === '/api/notifications/unread-count' ? Promise.resolve({ count: 2 }) : Promise.reject(new Error(path)),
  );
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
});

describe('Navbar notifications bell', () => {
  it('is there for a signed-in user, with the unread count in its name', { timeout: 15_000 }, async () => {
    auth = fakeAuth({ status: 'signed-in', me: fakeMe('user'), email: 'jane@example.com' });
    renderNavbar();
    // Lazily loaded, like the account menu: the first import can take a moment in tests.
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('is not there when signed out, and nothing is fetched', async () => {
    auth = fakeAuth({ status: 'signed-out' });
    renderNavbar();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(apiRequest).not.toHaveBeenCalled();
  });
});
