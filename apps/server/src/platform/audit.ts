import type { AuditAction } from '@thamani/domain/audit';
import type { Db } from '../db/client.ts';
import { auditLogs } from '../db/schema/audit-logs.table.ts';

export interface AuditEntry {
  actionType: AuditAction;
  entityType: string;
  entityId: string | null;
  userId: string | null;
  details?: Record<string, unknown>;
}

/** Write an audit row with the caller's transaction (pass `tx`), so it commits with the change. */
export async function writeAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLogs).values({ ...entry, details: entry.details ?? {} });
}
