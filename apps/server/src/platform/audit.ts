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
