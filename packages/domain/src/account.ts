import { z } from 'zod';
import { PasswordSchema } from './auth.ts';
import { FULL_NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';
import { FIELD_MESSAGES, VALIDATION_MESSAGES } from './messages.ts';
import { KenyanPhoneSchema } from './phone.ts';
import type { Role } from './access/index.ts';
import { storableString } from './text.ts';
import { defineMessages } from './messages/define.ts';

/** The words of /account and of the two-factor sign-in step. */
export const ACCOUNT_MESSAGES = defineMessages('account', {
  detailsSaved: 'Your details are saved',
  passwordChanged: 'Your password is changed',
  passwordChangedOthersSignedOut: 'Your password is changed and your other devices are signed out',
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'That is not your current password',
  newPasswordSame: 'Choose a new password that differs from the current one',
  fullNameTooLong: 'Keep your name to 120 characters or fewer',
  twoFactorOn: 'Two-factor sign-in is on',
  twoFactorOff: 'Two-factor sign-in is off',
  twoFactorTurnedOn: 'Two-factor sign-in is on. Keep your backup codes somewhere safe.',
  twoFactorTurnedOff: 'Two-factor sign-in is off',
  backupCodesRenewed: 'New backup codes are ready; the old ones no longer work',
  code: 'Enter the 6-digit code from your authenticator app',
  backupCode: 'Enter one of your backup codes, e.g. AbCd1-EfGh2',
  wrongCode: "That code is not right. Check your authenticator app's clock and try again.",
  wrongBackupCode: 'That backup code is not right, or it has already been used.',
  challengeExpired: 'Your sign-in took too long. Sign in with your password again.',
  tooManyAttempts: 'Too many wrong codes. Sign in with your password again, or wait a few minutes.',
  accountLocked: 'Too many wrong codes for this account. Wait 15 minutes and try again, or use a backup code later.',
  mustEnrol: 'Your role needs two-factor sign-in. Set up an authenticator app on your account page to continue.',
  deviceSignedOut: 'That device is signed out',
  otherDevicesSignedOut: 'Your other devices are signed out',
  deviceNotFound: 'That device is no longer signed in',
  thisDevice: 'This device',
});

/** A 6-digit TOTP code (the form drops the spaces some apps show, "123 456", before sending). */
export const TotpCodeSchema = z.string({ error: ACCOUNT_MESSAGES.code }).regex(/^\d{6}$/, { error: ACCOUNT_MESSAGES.code });

/** What a person typed into a code field, as the code: digits only. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** better-auth's backup codes: ten letters or digits written as two groups of five (AbCd1-EfGh2). */
export const BackupCodeSchema = z
  .string({ error: ACCOUNT_MESSAGES.backupCode })
  .regex(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/, { error: ACCOUNT_MESSAGES.backupCode });

/** POST /api/auth/two-factor/verify-totp (both at enrolment and at sign-in). */
export const VerifyTotpBodySchema = z.object({ code: TotpCodeSchema, trustDevice: z.boolean().optional() });
/** POST /api/auth/two-factor/verify-backup-code. */
export const VerifyBackupCodeBodySchema = z.object({
  code: BackupCodeSchema,
  trustDevice: z.boolean().optional(),
  disableSession: z.boolean().optional(),
});
/** enable / disable / get-totp-uri / generate-backup-codes: the current password. */
const currentPassword = z.string({ error: ACCOUNT_MESSAGES.currentPasswordRequired }).min(1, { error: ACCOUNT_MESSAGES.currentPasswordRequired });
export const PasswordConfirmBodySchema = z.object({ password: currentPassword });
export const EnableTwoFactorBodySchema = z.object({ password: currentPassword, issuer: z.string().max(60).optional(), method: z.literal('totp').optional() });

/** POST /api/auth/change-password. */
export const ChangePasswordBodySchema = z.object({
  currentPassword,
  newPassword: PasswordSchema,
  revokeOtherSessions: z.boolean().optional(),
});

/** The /account password form (the new password typed twice). */
export const ChangePasswordFormSchema = z
  .object({
    currentPassword,
    newPassword: PasswordSchema,
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, { error: VALIDATION_MESSAGES.confirmPassword }),
    revokeOtherSessions: z.boolean(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { error: VALIDATION_MESSAGES.passwordsDontMatch, path: ['confirmPassword'] })
  .refine((v) => v.newPassword !== v.currentPassword, { error: ACCOUNT_MESSAGES.newPasswordSame, path: ['newPassword'] });
export type ChangePasswordFormInput = z.infer<typeof ChangePasswordFormSchema>;

/** PATCH /api/me/account: the name shown everywhere and an optional Kenyan mobile number ("" clears it). */
export const UpdateAccountBodySchema = z.object({
  fullName: storableString({ error: VALIDATION_MESSAGES.fullName })
    .trim()
    .min(FULL_NAME_MIN_LENGTH, { error: VALIDATION_MESSAGES.fullName })
    .max(120, { error: ACCOUNT_MESSAGES.fullNameTooLong }),
  phone: z.union([z.literal('').transform(() => null), z.null(), KenyanPhoneSchema], { error: FIELD_MESSAGES.phone }),
});
export type UpdateAccountBody = z.input<typeof UpdateAccountBodySchema>;

/** GET and PATCH /api/me/account. */
export const AccountResponseSchema = z.object({
  fullName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type AccountResponse = z.infer<typeof AccountResponseSchema>;

/** One signed-in device (a better-auth session) of the person asking. */
export const DeviceSchema = z.object({
  id: z.string(),
  /** "Chrome on Windows", from the user agent. */
  label: z.string(),
  ipAddress: z.string().nullable(),
  signedInAt: z.iso.datetime(),
  lastActiveAt: z.iso.datetime(),
  isCurrent: z.boolean(),
});
export type Device = z.infer<typeof DeviceSchema>;
export const DeviceListSchema = z.object({ items: z.array(DeviceSchema) });
export const DeviceParamsSchema = z.object({ id: z.string().min(1).max(200) });
export const RevokeOthersResponseSchema = z.object({ revoked: z.number().int().min(0) });

/** The roles the two-factor setting may name: admins and valuers (agents). */
export const TWO_FACTOR_ROLES = ['admin', 'agent'] as const;
export type TwoFactorRole = (typeof TWO_FACTOR_ROLES)[number];

/**
 * TWO_FACTOR_REQUIRED_FOR: a comma list of roles ("admin,agent"), "" or "none" for nobody.
 * Returns the roles, or an error sentence naming the bad value.
 */
export function parseTwoFactorRequiredFor(raw: string): { roles: TwoFactorRole[] } | { error: string } {
  const parts = raw
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter((p) => p !== '');
  if (parts.length === 1 && parts[0] === 'none') {
    return { roles: [] };
  }
  const roles: TwoFactorRole[] = [];
  for (const part of parts) {
    if (!(TWO_FACTOR_ROLES as readonly string[]).includes(part)) {
      return { error: `TWO_FACTOR_REQUIRED_FOR lists roles from admin and agent, separated by commas, or none (got "${part}")` };
    }
    if (!roles.includes(part as TwoFactorRole)) {
      roles.push(part as TwoFactorRole);
    }
  }
  return { roles };
}

/** Whether the role must use two-factor sign-in under the setting. */
export function isTwoFactorRequired(role: Role, requiredFor: readonly TwoFactorRole[]): boolean {
  return (requiredFor as readonly string[]).includes(role);
}

/** Whether this person must set up two-factor sign-in before using their role's pages. */
export function mustEnrolTwoFactor(role: Role, requiredFor: readonly TwoFactorRole[], enabled: boolean): boolean {
  return !enabled && isTwoFactorRequired(role, requiredFor);
}

/** "otpauth://totp/Thamani:a%40b.ke?secret=ABC…&issuer=Thamani" → "ABC…" (what one types by hand). */
export function secretFromTotpUri(uri: string): string | null {
  if (!uri.startsWith('otpauth://')) {
    return null;
  }
  const match = /[?&]secret=([A-Za-z2-7=]+)(?:&|$)/.exec(uri);
  return match?.[1] ?? null;
}

/** "ABCDEFGHIJKL" → "ABCD EFGH IJKL": easier to copy by eye. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** The user-agent string in plain words: "Chrome on Windows", "Safari on iPhone". */
export function describeUserAgent(ua: string | null | undefined): string {
  if (!ua) {
    return 'Unknown browser';
  }
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|CriOS\/|Chromium\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : /curl|node|undici|axios|python/i.test(ua)
              ? 'A program'
              : 'A browser';
  const os = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'macOS'
            : /CrOS/.test(ua)
              ? 'ChromeOS'
              : /Linux/.test(ua)
                ? 'Linux'
                : null;
  return os ? `${browser} on ${os}` : browser;
}
