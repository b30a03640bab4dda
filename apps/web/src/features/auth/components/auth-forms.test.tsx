import { VALIDATION_MESSAGES } from '@thamani/domain/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { fakeAuth, renderWithRouter } from '@/test/test-utils';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

vi.mock('@/lib/auth/use-auth', () => ({ useAuth: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));

const settings = (roleSelfService: boolean) => ({ roleSelfService, requireEmailConfirmation: false, devMailbox: true, mpesaSimulator: true });

describe('Sign In form', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the spec messages under the fields and does not submit', async () => {
    const auth = fakeAuth();
    vi.mocked(useAuth).mockReturnValue(auth);
    renderWithRouter([{ path: '/', element: <SignInForm /> }]);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(VALIDATION_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.password)).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(VALIDATION_MESSAGES.email);
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('submits valid credentials (e-mail trimmed and lower-cased) and links to Forgot password?', async () => {
    const auth = fakeAuth();
    vi.mocked(useAuth).mockReturnValue(auth);
    renderWithRouter([{ path: '/', element: <SignInForm /> }]);
    const user = userEvent.setup();

    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await user.type(screen.getByLabelText('Email'), ' Client@Thamani.test ');
    await user.type(screen.getByLabelText('Password'), 'Thamani2026!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(auth.signIn).toHaveBeenCalledWith({ email: 'client@thamani.test', password: 'Thamani2026!' });
  });
});

describe('Sign Up form', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows every spec validation message', async () => {
    vi.mocked(useAuth).mockReturnValue(fakeAuth());
    vi.mocked(apiRequest).mockResolvedValue(settings(true));
    renderWithRouter([{ path: '/', element: <SignUpForm onSignedUp={vi.fn()} /> }]);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Full Name'), 'Al');
    await user.type(screen.getByLabelText('Email'), 'al@');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.type(screen.getByLabelText('Confirm Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(VALIDATION_MESSAGES.fullName)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.password)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.confirmPassword)).toBeInTheDocument();
  });

  it('says "Passwords don\'t match" on Confirm Password', async () => {
    vi.mocked(useAuth).mockReturnValue(fakeAuth());
    vi.mocked(apiRequest).mockResolvedValue(settings(true));
    renderWithRouter([{ path: '/', element: <SignUpForm onSignedUp={vi.fn()} /> }]);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Full Name'), 'Amina Otieno');
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(VALIDATION_MESSAGES.passwordsDontMatch)).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      VALIDATION_MESSAGES.passwordsDontMatch,
    );
  });

  it('offers the "Role (For testing)" select only while role self-service is on', async () => {
    vi.mocked(useAuth).mockReturnValue(fakeAuth());
    vi.mocked(apiRequest).mockResolvedValue(settings(true));
    const { unmount } = renderWithRouter([{ path: '/', element: <SignUpForm onSignedUp={vi.fn()} /> }]);
    expect(await screen.findByLabelText('Role (For testing)')).toBeInTheDocument();
    unmount();

    vi.mocked(apiRequest).mockResolvedValue(settings(false));
    renderWithRouter([{ path: '/', element: <SignUpForm onSignedUp={vi.fn()} /> }]);
    await screen.findByRole('button', { name: 'Sign Up' });
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByLabelText('Role (For testing)')).not.toBeInTheDocument();
  });

  it('signs up with the form values and reports success', async () => {
    const auth = fakeAuth();
    const onSignedUp = vi.fn();
    vi.mocked(useAuth).mockReturnValue(auth);
    vi.mocked(apiRequest).mockResolvedValue(settings(true));
    renderWithRouter([{ path: '/', element: <SignUpForm onSignedUp={onSignedUp} /> }]);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Full Name'), 'Amina Otieno');
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(auth.signUp).toHaveBeenCalledWith(
      expect.objectContaining({
        fullName: 'Amina Otieno',
        email: 'amina@example.com',
        password: 'secret1',
        role: 'user',
      }),
    );
    expect(onSignedUp).toHaveBeenCalledWith('amina@example.com');
  });
});
