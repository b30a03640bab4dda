import type { MeResponse } from '@thamani/domain/me';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedQueryClient } from '@/lib/query-client-store';
import { fetchSession } from './session-api';
import { SessionProvider, startSessionProbe } from './session-provider';
import { useAuth } from './use-auth';

const me: MeResponse = {
  user: { id: 'u1', email: 'jane@example.com', emailVerified: true },
  profile: { id: '00000000-0000-4000-8000-000000000001', fullName: 'Jane Wanjiku', email: 'jane@example.com' },
  role: 'agent',
};

vi.mock('./session-api', () => ({
  fetchSession: vi.fn(),
  fetchAccessToken: vi.fn(() => Promise.resolve('token')),
  loadAuthClient: vi.fn(),
}));
vi.mock('./auth-keys', () => ({ getMe: vi.fn(() => Promise.resolve(me)) }));

function Status() {
  const { status, role } = useAuth();
  return <p>{`${status} ${role}`}</p>;
}

afterEach(() => vi.mocked(fetchSession).mockReset());

// One file, one order: the signed-out case runs first, before anything has loaded the client.
describe('SessionProvider', () => {
  it('is signed out from the probe alone, without loading TanStack Query', async () => {
    vi.mocked(fetchSession).mockResolvedValue(null);
    render(
      <SessionProvider>
        <Status />
      </SessionProvider>,
    );
    expect(screen.getByText('loading user')).toBeInTheDocument();
    expect(await screen.findByText('signed-out user')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadedQueryClient()).toBeNull();
    expect(fetchSession).toHaveBeenCalledTimes(1);
  });

  it('loads the full auth state when the probe finds a session, without asking for it again', async () => {
    vi.mocked(fetchSession).mockResolvedValue({ user: { id: 'u1', email: 'jane@example.com', name: 'Jane' } });
    render(
      <SessionProvider>
        <Status />
      </SessionProvider>,
    );
    expect(await screen.findByText('signed-in agent', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(loadedQueryClient()).not.toBeNull());
    expect(fetchSession).toHaveBeenCalledTimes(1);
  });

  it('takes the answer of the probe started before the first render, and asks once', async () => {
    vi.mocked(fetchSession).mockResolvedValue({ user: { id: 'u1', email: 'jane@example.com', name: 'Jane' } });
    startSessionProbe();
    expect(fetchSession).toHaveBeenCalledTimes(1);
    render(
      <SessionProvider>
        <Status />
      </SessionProvider>,
    );
    expect(await screen.findByText('signed-in agent', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(fetchSession).toHaveBeenCalledTimes(1);
  });

  it('waits for the probe even when a page has already loaded TanStack Query: the session is asked once', async () => {
    expect(loadedQueryClient()).not.toBeNull();
    let answer: (session: { user: { id: string; email: string; name: string } }) => void = () => undefined;
    vi.mocked(fetchSession).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    startSessionProbe();
    render(
      <SessionProvider>
        <Status />
      </SessionProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('loading user')).toBeInTheDocument();
    answer({ user: { id: 'u1', email: 'jane@example.com', name: 'Jane' } });
    expect(await screen.findByText('signed-in agent', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(fetchSession).toHaveBeenCalledTimes(1);
  });
});
