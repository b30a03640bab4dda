import type { MeResponse } from '@thamani/domain/me';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateTo } from '@/lib/navigation';
import { AuthProvider } from './auth-provider';
import { useAuth } from './use-auth';

const me: MeResponse = {
  user: { id: 'u1', email: 'jane@example.com', emailVerified: true },
  profile: { id: '00000000-0000-4000-8000-000000000001', fullName: 'Jane Wanjiku', email: 'jane@example.com' },
  role: 'user',
};

vi.mock('@/lib/navigation', () => ({ navigateTo: vi.fn() }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
vi.mock('./session-api', () => ({
  fetchSession: vi.fn(() => Promise.resolve(null)),
  fetchAccessToken: vi.fn(() => Promise.resolve('token')),
  loadAuthClient: vi.fn(() => Promise.resolve({ signIn: { email: vi.fn(() => Promise.resolve({ error: null })) } })),
}));
vi.mock('./auth-keys', () => ({
  authKeys: { session: ['auth', 'session'], me: ['auth', 'me'], validate: ['auth', 'validate'] },
  getMe: vi.fn(() => Promise.resolve(me)),
  ensureMe: vi.fn(() => Promise.resolve(me)),
}));

let signIn: ReturnType<typeof useAuth>['signIn'] | undefined;
function Capture() {
  signIn = useAuth().signIn;
  return null;
}

function renderProvider() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <Capture />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

async function signInAt(url: string) {
  window.history.replaceState(null, '', url);
  renderProvider();
  await waitFor(() => expect(signIn).toBeDefined());
  await signIn?.({ email: 'jane@example.com', password: 'secret1' });
}

beforeEach(() => {
  vi.mocked(navigateTo).mockReset();
  signIn = undefined;
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('sign-in redirect', () => {
  it('returns to a same-origin ?redirectTo (e.g. /request) after signing in', async () => {
    await signInAt('/auth?redirectTo=%2Frequest');
    expect(navigateTo).toHaveBeenCalledWith('/request', { replace: true });
  });

  it('ignores a foreign ?redirectTo and goes home by role', async () => {
    await signInAt('/auth?redirectTo=https%3A%2F%2Fevil.example%2Fphish');
    expect(navigateTo).toHaveBeenCalledWith('/dashboard', { replace: true });
  });

  it('goes home by role without a ?redirectTo', async () => {
    await signInAt('/auth');
    expect(navigateTo).toHaveBeenCalledWith('/dashboard', { replace: true });
  });
});
