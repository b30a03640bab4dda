import { AUTH_MESSAGES } from '@thamani/domain/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { fakeAuth, fakeMe, renderWithRouter } from '@/test/test-utils';
import { AlreadySignedInPanel } from './already-signed-in-panel';

vi.mock('@/lib/auth/use-auth', () => ({ useAuth: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const settings = (roleSelfService: boolean) => ({ roleSelfService, requireEmailConfirmation: false, devMailbox: true, mpesaSimulator: true });

function mockApi(roleSelfService: boolean, change: () => Promise<unknown>) {
  vi.mocked(apiRequest).mockImplementation((path: string) =>
    path === '/api/settings' ? Promise.resolve(settings(roleSelfService)) : change(),
  );
}

describe('AlreadySignedInPanel', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows e-mail and role, highlights the active role and changes it', async () => {
    const auth = fakeAuth({ status: 'signed-in', me: fakeMe('user'), role: 'user' });
    vi.mocked(useAuth).mockReturnValue(auth);
    let resolveChange: (v: unknown) => void = () => undefined;
    mockApi(true, () => new Promise((r) => (resolveChange = r)));
    renderWithRouter([{ path: '/auth', element: <AlreadySignedInPanel /> }], { initialPath: '/auth' });

    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    expect(screen.getByText('user')).toBeInTheDocument();
    const setAdmin = await screen.findByRole('button', { name: 'Set as Admin' });
    await waitFor(() => expect(setAdmin).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Set as User' })).toHaveAttribute('aria-pressed', 'true');
    expect(setAdmin).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(setAdmin);
    expect(toast).toHaveBeenCalledWith(AUTH_MESSAGES.roleChanging('admin'));
    for (const name of ['Set as Admin', 'Set as Agent', 'Set as User']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    resolveChange({ role: 'admin' });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(AUTH_MESSAGES.roleChanged('admin'), {
        description: AUTH_MESSAGES.roleChangedNote,
      }),
    );
    expect(apiRequest).toHaveBeenCalledWith(
      '/api/me/role',
      expect.objectContaining({ method: 'PUT', body: { role: 'admin' } }),
    );
    expect(auth.refreshSession).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
  });

  it('reports a failed change with the spec texts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(useAuth).mockReturnValue(fakeAuth({ status: 'signed-in', me: fakeMe('user') }));
    mockApi(true, () => Promise.reject(new Error('boom')));
    renderWithRouter([{ path: '/auth', element: <AlreadySignedInPanel /> }], { initialPath: '/auth' });
    const setAgent = await screen.findByRole('button', { name: 'Set as Agent' });
    await waitFor(() => expect(setAgent).toBeEnabled());
    await userEvent.click(setAgent);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(AUTH_MESSAGES.roleChangeFailedTitle, {
        description: AUTH_MESSAGES.roleChangeFailedDescription,
      }),
    );
  });

  it('says role changes are made by an admin when self-service is off', async () => {
    vi.mocked(useAuth).mockReturnValue(fakeAuth({ status: 'signed-in', me: fakeMe('user') }));
    mockApi(false, () => Promise.reject(new Error('unused')));
    renderWithRouter([{ path: '/auth', element: <AlreadySignedInPanel /> }], { initialPath: '/auth' });
    expect(await screen.findByText(AUTH_MESSAGES.roleSelfServiceOff)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set as Admin' })).not.toBeInTheDocument();
  });
});
