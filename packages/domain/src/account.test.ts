import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  BackupCodeSchema,
  ChangePasswordFormSchema,
  describeUserAgent,
  digitsOnly,
  groupSecret,
  mustEnrolTwoFactor,
  parseTwoFactorRequiredFor,
  secretFromTotpUri,
  TotpCodeSchema,
  UpdateAccountBodySchema,
} from './account.ts';

describe('two-factor setting', () => {
  it('reads a comma list of admin and agent, any case and spacing, without repeats', () => {
    expect(parseTwoFactorRequiredFor(' Admin , agent,admin')).toEqual({ roles: ['admin', 'agent'] });
    expect(parseTwoFactorRequiredFor('')).toEqual({ roles: [] });
    expect(parseTwoFactorRequiredFor('none')).toEqual({ roles: [] });
  });
  it('refuses a role it does not know, naming it', () => {
    const result = parseTwoFactorRequiredFor('admin,valuer');
    expect(result).toEqual({ error: expect.stringContaining('"valuer"') as string });
  });
  it('requires enrolment only for a listed role that has not enrolled', () => {
    expect(mustEnrolTwoFactor('admin', ['admin'], false)).toBe(true);
    expect(mustEnrolTwoFactor('admin', ['admin'], true)).toBe(false);
    expect(mustEnrolTwoFactor('agent', ['admin'], false)).toBe(false);
    expect(mustEnrolTwoFactor('user', ['admin', 'agent'], false)).toBe(false);
  });
});

describe('codes', () => {
  it('accepts six digits, spaces dropped, and nothing else', () => {
    expect(TotpCodeSchema.parse(digitsOnly('123 456'))).toBe('123456');
    expect(TotpCodeSchema.safeParse('123 456').success).toBe(false);
    const wrong = TotpCodeSchema.safeParse('12345a');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe(ACCOUNT_MESSAGES.code);
  });
  it('accepts backup codes as two groups of five', () => {
    expect(BackupCodeSchema.parse('AbCd1-EfGh2')).toBe('AbCd1-EfGh2');
    expect(BackupCodeSchema.safeParse('AbCd1EfGh2').success).toBe(false);
  });
  it('reads and groups the secret of a TOTP URI', () => {
    expect(secretFromTotpUri('otpauth://totp/Thamani:a%40b.ke?secret=ABCDEFGHIJ&issuer=Thamani')).toBe('ABCDEFGHIJ');
    expect(secretFromTotpUri('not a uri')).toBeNull();
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });
});

describe('account forms', () => {
  it('normalises the phone and lets it be cleared', () => {
    expect(UpdateAccountBodySchema.parse({ fullName: ' Wanjiru Kamau ', phone: '0712 345 678' })).toEqual({
      fullName: 'Wanjiru Kamau',
      phone: '+254712345678',
    });
    expect(UpdateAccountBodySchema.parse({ fullName: 'Wanjiru', phone: '' }).phone).toBeNull();
    expect(UpdateAccountBodySchema.safeParse({ fullName: 'Wanjiru', phone: '12345' }).success).toBe(false);
  });
  it('wants the new password twice and different from the current one', () => {
    const base = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret', revokeOtherSessions: true };
    expect(ChangePasswordFormSchema.safeParse(base).success).toBe(true);
    expect(ChangePasswordFormSchema.safeParse({ ...base, confirmPassword: 'other' }).success).toBe(false);
    const same = ChangePasswordFormSchema.safeParse({ ...base, newPassword: 'old-secret', confirmPassword: 'old-secret' });
    expect(same.error?.issues[0]?.message).toBe(ACCOUNT_MESSAGES.newPasswordSame);
  });
});

describe('devices', () => {
  it('names the browser and system in plain words', () => {
    const chromeWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
    const safariIphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    expect(describeUserAgent(chromeWindows)).toBe('Chrome on Windows');
    expect(describeUserAgent(safariIphone)).toBe('Safari on iPhone');
    expect(describeUserAgent(null)).toBe('Unknown browser');
  });
});
