import type { AuditAction, AuditDetails } from '@thamani/domain/audit';
import type { Db } from '../db/client.ts';
import { auditLogs } from '../db/schema/audit-logs.table.ts';

export interface AuditEntry<A extends AuditAction = AuditAction> {
  actionType: A;
  entityType: string;
  entityId: string | null;
  userId: string | null;
  /** Typed by the action (see AuditDetailsByAction in the domain). */
  details?: AuditDetails<A>;
}

/** Write an audit row with the caller's transaction (pass `tx`), so it commits with the change. */
export async function writeAudit<A extends AuditAction>(tx: Db, entry: AuditEntry<A>): Promise<void> {
  await tx.insert(auditLogs).values({ ...entry, details: entry.details ?? {} });
}

/** Only the fields that changed, `{ field: { from, to } }`, so an audit entry reads as the edit was made. */
export function changedFields<T extends object>(before: T, after: T): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as Array<keyof T & string>) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changes[key] = { from: before[key], to: after[key] };
    }
  }
  return changes;
}
