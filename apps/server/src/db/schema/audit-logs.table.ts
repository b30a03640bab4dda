import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@thamani/domain/audit';

/** Append-only; written in the same transaction as the change it records. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actionType: text('action_type').$type<AuditAction>().notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    /** The acting auth user (no FK: the log outlives deleted users). */
    userId: text('user_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_entity_idx').on(t.entityType, t.entityId),
    index('audit_logs_created_idx').on(t.createdAt),
    // Approvals (and other actions) in a date range: the admin dashboard's completed requests.
    index('audit_logs_action_created_idx').on(t.actionType, t.createdAt),
    // A request's timeline also reads the rows of its site visits (details.request_id).
    index('audit_logs_request_idx').on(sql`(${t.details}->>'request_id')`),
  ],
);
