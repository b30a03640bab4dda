import { z } from 'zod';
import { AppError } from '@thamani/domain/app-error';
import { HTTP_MESSAGES } from '@thamani/domain/messages';
import {
  ChangePasswordBodySchema,
  EnableTwoFactorBodySchema,
  PasswordConfirmBodySchema,
  VerifyBackupCodeBodySchema,
  VerifyTotpBodySchema,
} from '@thamani/domain/account';
import { EmailSchema, PasswordSchema } from '@thamani/domain/auth';
import { FULL_NAME_MIN_LENGTH } from '@thamani/domain/limits';
import { VALIDATION_MESSAGES } from '@thamani/domain/messages';
import { storableString } from '@thamani/domain/text';
import type { AuthBody } from './auth-body.ts';

const fullName = () =>
  storableString({ error: VALIDATION_MESSAGES.fullName }).trim().min(FULL_NAME_MIN_LENGTH, { error: VALIDATION_MESSAGES.fullName });

/** Bodies we check with the spec's own messages before better-auth sees them. */
const BODY_RULES: Record<string, z.ZodType> = {
  '/sign-up/email': z.object({ name: fullName(), email: EmailSchema, password: PasswordSchema }),
  '/reset-password': z.object({ newPassword: PasswordSchema }),
  // better-auth stores the name as given: hold it to the sign-up rule (and storable text).
  '/update-user': z.object({ name: fullName().optional(), image: storableString().nullish() }),
  '/change-password': ChangePasswordBodySchema,
  // Two-factor sign-in: codes are 6 digits, backup codes two groups of five, and every change asks for the password.
  '/two-factor/enable': EnableTwoFactorBodySchema,
  '/two-factor/disable': PasswordConfirmBodySchema,
  '/two-factor/get-totp-uri': PasswordConfirmBodySchema,
  '/two-factor/generate-backup-codes': PasswordConfirmBodySchema,
  '/two-factor/verify-totp': VerifyTotpBodySchema,
  '/two-factor/verify-backup-code': VerifyBackupCodeBodySchema,
};

/** Throws a VALIDATION AppError (field → message) when a checked endpoint's body breaks a rule. */
export function checkAuthBody(path: string, body: AuthBody): void {
  const rule = BODY_RULES[path];
  if (!rule) {
    return;
  }
  const parsed = rule.safeParse(body.value ?? {});
  if (parsed.success) {
    return;
  }
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    fields[issue.path.join('.') || '_'] ??= issue.message;
  }
  throw new AppError('VALIDATION', Object.values(fields)[0] ?? HTTP_MESSAGES.invalidRequest, fields);
}
