import type { AuditAction } from '@thamani/domain/audit';
import type { Db } from '#db/client.ts';
import { writeAudit } from '../audit.ts';

/**
 * better-auth endpoints that change an account, and the audit action each writes. Each of them
 * updates exactly one user or account row, once, and only when it succeeds (verify-totp updates
 * the user only when it turns two-factor sign-in on, not at sign-in).
 */
const AUDITED_AUTH_PATHS: Record<string, AuditAction> = {
  '/two-factor/verify-totp': 'two_factor_enabled',
  '/two-factor/disable': 'two_factor_disabled',
  '/change-password': 'password_changed',
};

/** Writes the audit row for an account change made through better-auth (no-op for other paths). */
export async function auditAccountChange(db: Db, path: string | undefined, userId: string): Promise<void> {
  const action = path ? AUDITED_AUTH_PATHS[path] : undefined;
  if (!action) {
    return;
  }
  await writeAudit(db, { actionType: action, entityType: 'user', entityId: userId, userId });
}

/** Backup codes are regenerated in better-auth's own table (no database hook): auth.ts calls this after success. */
export async function auditBackupCodesRegenerated(db: Db, userId: string): Promise<void> {
  await writeAudit(db, { actionType: 'backup_codes_regenerated', entityType: 'user', entityId: userId, userId });
}
