import { GUARD_MESSAGES, SESSION_MESSAGES } from '@thamani/domain/messages';
import { AppError } from '@thamani/domain/app-error';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, fakeMe, renderWithRouter } from '@/test/test-utils';
import { useAuth } from '@/lib/auth/use-auth';
import { apiRequest } from '@/lib/api-client';
import { toast } from 'sonner';
import { RequireAdmin } from './require-admin';
import { RequireAgent } from './require-agent';
import { RequireAuth } from './require-auth';
import { forgetServerGreeting, serverGreetingFor, setServerGreeting } from '@/shell/server-greeting';
import { setServerPage } from '@/shell/server-page';

vi.mock('@/lib/auth/use-auth', () => ({ useAuth: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const mockedUseAuth = vi.mocked(useAuth);
const mockedApi = vi.mocked(apiRequest);

function renderGuarded(guard: 'auth' | 'agent' | 'admin', initialPath = '/protected') {
  const Guard = { auth: RequireAuth, agent: RequireAgent, admin: RequireAdmin }[guard];
  return renderWithRouter(
    [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/auth', element: <h1>Auth page</h1> },
      {
        path: '/protected',
        element: (
          <Guard>
            <h1>Secret page</h1>
          </Guard>
        ),
      },
    ],
    { initialPath },
  );
}

describe('route guards', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a spinner while the session loads', () => {
    mockedUseAuth.mockReturnValue(fakeAuth({ status: 'loading' }));
    renderGuarded('auth');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });

  it('keeps the greeting the server painted while the session loads, on the page it was sent for only', () => {
    setServerGreeting({ path: '/protected', name: 'Wanjiku Kamau' });
    mockedUseAuth.mockReturnValue(fakeAuth({ status: 'loading' }));
    const { unmount } = renderGuarded('auth');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Wanjiku Kamau!');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    unmount();

    setServerGreeting({ path: '/elsewhere', name: 'Wanjiku Kamau' });
    renderGuarded('auth');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    forgetServerGreeting();
  });

  it('keeps the page the server painted while the session and the access are checked — a picture, on its own page only', () => {
    setServerPage({ path: '/protected', html: '<h1>Painted page</h1><div data-slot="skeleton"></div>' });
    mockedUseAuth.mockReturnValue(fakeAuth({ status: 'loading' }));
    const first = renderGuarded('auth');
    expect(screen.getByText('Painted page').closest('[inert]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    first.unmount();

    // The admin guard's own check (the server's word on the role) keeps it too.
    mockedUseAuth.mockReturnValue(fakeAuth({ status: 'signed-in', role: 'admin', me: fakeMe('admin') }));
    mockedApi.mockReturnValue(new Promise(() => undefined));
    const second = renderGuarded('admin');
    expect(screen.getByText('Painted page')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access');
    second.unmount();

    setServerPage({ path: '/elsewhere', html: '<h1>Painted page</h1>' });
    mockedUseAuth.mockReturnValue(fakeAuth({ status: 'loading' }));
    renderGuarded('auth');
    expect(screen.queryByText('Painted page')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    setServerPage(null);
  });

  it('forgets the server greeting once the session check has answered', () => {
    setServerGreeting({ path: '/protected', name: 'Wanjiku Kamau' });
    mockedUseAuth.mockReturnValue(fakeAuth({ status: 'signed-in' }));
    renderGuarded('auth');
    expect(screen.getByText('Secret page')).toBeInTheDocument();
    expect(serverGreetingFor('/protected')).toBeNull();
  });

  it('RequireAuth sends signed-out visitors to /auth with the spec message', async () => {
    mockedUseAuth.mockReturnValue(fakeAuth({ status: 'signed-out' }));
    const { router } = renderGuarded('auth');
    expect(await screen.findByText('Auth page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(toast.error).toHaveBeenCalledWith(GUARD_MESSAGES.signInRequired, expect.anything());
  });

  it('RequireAuth keeps where the visitor was going in ?redirectTo', async () => {
    mockedUseAuth.mockReturnValue(fakeAuth({ status: 'signed-out' }));
    const { router } = renderGuarded('auth', '/protected?tab=2');
    expect(await screen.findByText('Auth page')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe('/protected?tab=2');
  });

  it('RequireAuth lets a signed-in user through', async () => {
    mockedUseAuth.mockReturnValue(fakeAuth({ status: 'signed-in', me: fakeMe('user') }));
    renderGuarded('auth');
    expect(await screen.findByText('Secret page')).toBeInTheDocument();
  });

  it('RequireAgent denies a client: "Access denied" and back to /', async () => {
    mockedUseAuth.mockReturnValue(fakeAuth({ status: 'signed-in', role: 'user', me: fakeMe('user') }));
    const { router } = renderGuarded('agent');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(toast.error).toHaveBeenCalledWith(GUARD_MESSAGES.accessDeniedTitle, {
      id: 'guard-agent',
      description: GUARD_MESSAGES.agentRequired,
    });
  });

  it.each(['agent', 'admin'] as const)('RequireAgent admits an %s', async (role) => {
    mockedUseAuth.mockReturnValue(fakeAuth({ status: 'signed-in', role, me: fakeMe(role) }));
    renderGuarded('agent');
    expect(await screen.findByText('Secret page')).toBeInTheDocument();
  });

  it('RequireAgent sends signed-out visitors to /auth', async () => {
    mockedUseAuth.mockReturnValue(fakeAuth({ status: 'signed-out' }));
    renderGuarded('agent');
    expect(await screen.findByText('Auth page')).toBeInTheDocument();
  });

  it('RequireAdmin denies a non-admin role without asking the server', async () => {
    mockedUseAuth.mockReturnValue(fakeAuth({ status: 'signed-in', role: 'agent', me: fakeMe('agent') }));
    renderGuarded('admin');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(mockedApi).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith(GUARD_MESSAGES.accessDeniedTitle, {
      id: 'guard-admin',
      description: GUARD_MESSAGES.adminRequired,
    });
  });

  it('RequireAdmin admits an admin the server confirms', async () => {
    mockedUseAuth.mockReturnValue(fakeAuth({ status: 'signed-in', role: 'admin', me: fakeMe('admin') }));
    mockedApi.mockResolvedValue({ role: 'admin' });
    renderGuarded('admin');
    expect(await screen.findByText('Secret page')).toBeInTheDocument();
    expect(mockedApi).toHaveBeenCalledWith('/api/auth/validate', expect.anything());
  });

  it('RequireAdmin signs out 2 s after the server says the session is not admin', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const signOut = vi.fn(() => Promise.resolve());
    mockedUseAuth.mockReturnValue(fakeAuth({ status: 'signed-in', role: 'admin', me: fakeMe('admin'), signOut }));
    mockedApi.mockResolvedValue({ role: 'user' });
    renderGuarded('admin');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(GUARD_MESSAGES.accessDeniedTitle, {
      id: 'guard-admin',
      description: GUARD_MESSAGES.sessionLacksAdmin,
    });
    expect(signOut).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
  });

  it('RequireAdmin reports a failed permission check and redirects to /', async () => {
    mockedUseAuth.mockReturnValue(fakeAuth({ status: 'signed-in', role: 'admin', me: fakeMe('admin') }));
    mockedApi.mockRejectedValue(new AppError('INTERNAL', 'boom'));
    renderGuarded('admin');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(SESSION_MESSAGES.permissionsCheckFailedTitle, {
      id: 'guard-admin',
      description: SESSION_MESSAGES.permissionsCheckFailedDescription,
    });
  });
});
