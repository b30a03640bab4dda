import type { MeResponse } from '@thamani/domain/me';
import { AppError } from '@thamani/domain/app-error';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMe } from './auth-keys';
import { AuthProvider } from './auth-provider';
import { rememberedIdentity, rememberIdentity } from './remembered-identity';
import { fetchSession } from './session-api';
import { useAuth } from './use-auth';

const me: MeResponse = {
  user: { id: 'u1', email: 'amina@example.com', emailVerified: true },
  profile: { id: '00000000-0000-4000-8000-000000000002', fullName: 'Amina Otieno', email: 'amina@example.com' },
  role: 'agent',
};
const session = { user: { id: 'u1', email: 'amina@example.com', name: 'Amina Otieno' } };

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
vi.mock('./session-api', () => ({
  fetchSession: vi.fn(),
  fetchAccessToken: vi.fn(() => Promise.resolve('token')),
  loadAuthClient: vi.fn(),
}));
vi.mock('./auth-keys', () => ({
  authKeys: { session: ['auth', 'session'], me: ['auth', 'me'], validate: ['auth', 'validate'] },
  getMe: vi.fn(),
}));

function Status() {
  const { status, role, me: current } = useAuth();
  return <p>{`${status} ${role} ${current?.profile.fullName ?? '-'}`}</p>;
}

function renderProvider() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <Status />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  vi.mocked(fetchSession).mockReset();
  vi.mocked(getMe).mockReset();
});
afterEach(() => window.localStorage.clear());

describe('AuthProvider without a network', () => {
  it('remembers who signed in while online', async () => {
    vi.mocked(fetchSession).mockResolvedValue(session);
    vi.mocked(getMe).mockResolvedValue(me);
    renderProvider();
    expect(await screen.findByText('signed-in agent Amina Otieno')).toBeInTheDocument();
    await waitFor(() => expect(rememberedIdentity()).toEqual({ session, me }));
  });

  it('opens signed in as the remembered user when the server cannot be reached', async () => {
    rememberIdentity({ session, me });
    vi.mocked(fetchSession).mockImplementation(unreachable);
    vi.mocked(getMe).mockRejectedValue(new AppError('UNAVAILABLE', 'Could not reach the server.'));
    renderProvider();
    expect(await screen.findByText('signed-in agent Amina Otieno')).toBeInTheDocument();
  });

  it('is signed out when nobody is remembered (after the session check has been tried again)', async () => {
    vi.mocked(fetchSession).mockImplementation(unreachable);
    renderProvider();
    expect(await screen.findByText('signed-out user -', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(fetchSession).toHaveBeenCalledTimes(2);
  });

  it('forgets the remembered user when the server answers that nobody is signed in', async () => {
    rememberIdentity({ session, me });
    vi.mocked(fetchSession).mockResolvedValue(null);
    renderProvider();
    expect(await screen.findByText('signed-out user -')).toBeInTheDocument();
    expect(rememberedIdentity()).toBeNull();
  });

  it('does not stand in for a server that answered with an error', async () => {
    rememberIdentity({ session, me });
    vi.mocked(fetchSession).mockResolvedValue(session);
    vi.mocked(getMe).mockRejectedValue(new AppError('UNAUTHENTICATED', 'Sign in again.'));
    renderProvider();
    expect(await screen.findByText('signed-out user -')).toBeInTheDocument();
    expect(rememberedIdentity()).toBeNull();
  });
});
