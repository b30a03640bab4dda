import { describe, expect, it } from 'vitest';
import {
  EmailSchema,
  ForgotPasswordSchema,
  PasswordSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
} from './auth.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';

function messagesOf(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('EmailSchema', () => {
  it('lower-cases a valid address', () => {
    expect(EmailSchema.parse('Wanjiku@Example.CO.KE')).toBe('wanjiku@example.co.ke');
  });

  it('trims surrounding spaces before checking the format', () => {
    expect(EmailSchema.parse('  Wanjiku@example.com ')).toBe('wanjiku@example.com');
  });

  it.each(['', 'wanjiku', 'wanjiku@', '@example.com', 'a b@example.com'])(
    'refuses %j with the spec message',
    (value) => {
      const result = EmailSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(messagesOf(result)[0]?.message).toBe('Please enter a valid email address.');
    },
  );
});

describe('PasswordSchema', () => {
  it('needs at least 6 characters', () => {
    expect(PasswordSchema.safeParse('123456').success).toBe(true);
    const result = PasswordSchema.safeParse('12345');
    expect(result.success).toBe(false);
    expect(messagesOf(result)[0]?.message).toBe('Password must be at least 6 characters.');
  });
});

describe('SignInSchema', () => {
  it('accepts a valid e-mail and password', () => {
    expect(SignInSchema.parse({ email: 'Client@Thamani.co.ke', password: 'secret1' })).toEqual({
      email: 'client@thamani.co.ke',
      password: 'secret1',
    });
  });

  it('reports both field messages', () => {
    expect(messagesOf(SignInSchema.safeParse({ email: 'nope', password: '123' }))).toEqual([
      { path: 'email', message: M.email },
      { path: 'password', message: M.password },
    ]);
  });
});

describe('SignUpSchema', () => {
  const valid = {
    fullName: 'Achieng Otieno',
    email: 'achieng@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
  };

  it('defaults the role to user', () => {
    expect(SignUpSchema.parse(valid).role).toBe('user');
  });

  it('accepts any role (the "For testing" pick)', () => {
    expect(SignUpSchema.parse({ ...valid, role: 'agent' }).role).toBe('agent');
    expect(SignUpSchema.parse({ ...valid, role: 'admin' }).role).toBe('admin');
  });

  it('refuses an unknown role', () => {
    expect(SignUpSchema.safeParse({ ...valid, role: 'owner' }).success).toBe(false);
  });

  it('needs a full name of at least 3 characters after trimming', () => {
    expect(SignUpSchema.parse({ ...valid, fullName: '  Ali ' }).fullName).toBe('Ali');
    expect(messagesOf(SignUpSchema.safeParse({ ...valid, fullName: '  Al  ' }))).toEqual([
      { path: 'fullName', message: 'Full name must be at least 3 characters.' },
    ]);
  });

  it('needs confirmPassword of at least 6 characters', () => {
    const issues = messagesOf(SignUpSchema.safeParse({ ...valid, confirmPassword: '123' }));
    expect(issues).toContainEqual({
      path: 'confirmPassword',
      message: 'Confirm password must be at least 6 characters.',
    });
  });

  it('shows "Passwords don\'t match" on confirmPassword', () => {
    expect(messagesOf(SignUpSchema.safeParse({ ...valid, confirmPassword: 'secret2' }))).toEqual([
      { path: 'confirmPassword', message: "Passwords don't match" },
    ]);
  });

  it('reports every field at once', () => {
    const paths = messagesOf(
      SignUpSchema.safeParse({ fullName: '', email: 'x', password: '1', confirmPassword: '2' }),
    ).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['fullName', 'email', 'password', 'confirmPassword']));
  });
});

describe('ForgotPasswordSchema', () => {
  it('needs a valid e-mail', () => {
    expect(ForgotPasswordSchema.parse({ email: 'A@B.co' })).toEqual({ email: 'a@b.co' });
    expect(messagesOf(ForgotPasswordSchema.safeParse({ email: 'bad' }))).toEqual([{ path: 'email', message: M.email }]);
  });
});

describe('ResetPasswordSchema', () => {
  it('accepts matching passwords of 6 or more', () => {
    expect(ResetPasswordSchema.safeParse({ password: 'secret1', confirmPassword: 'secret1' }).success).toBe(true);
  });

  it('refuses a short password with the spec messages', () => {
    const issues = messagesOf(ResetPasswordSchema.safeParse({ password: '1', confirmPassword: '2' }));
    expect(issues).toContainEqual({ path: 'password', message: M.password });
    expect(issues).toContainEqual({ path: 'confirmPassword', message: M.confirmPassword });
  });

  it('refuses passwords that differ', () => {
    expect(messagesOf(ResetPasswordSchema.safeParse({ password: 'secret1', confirmPassword: 'secret2' }))).toEqual([
      { path: 'confirmPassword', message: M.passwordsDontMatch },
    ]);
  });
});
