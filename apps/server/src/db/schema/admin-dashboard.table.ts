import { boolean, date, index, integer, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/*
 * The admin dashboard's summaries of valuation_requests and of the approvals in audit_logs, kept
 * in step with them by triggers in the same transaction (migration 0011,
 * docs/decisions/011-admin-dashboard-summaries.md): the app never writes these tables. In the
 * counts, a null valuer / county / purpose is a key of its own (NULLS NOT DISTINCT), and a key's
 * count is the sum over its slots: each database session adds to its own slot
 * (pg_backend_pid() % 16), so concurrent writers rarely wait on one row. A row that drops to 0
 * is deleted; a slot may hold a negative count that another slot makes up.
 */

/** Which of a key's rows a session writes (see above). */
const slot = () => smallint('slot').notNull().default(0);

/** Open requests (OPEN_REQUEST_STATUSES) by status and assigned valuer (null: none). */
export const dashboardOpenTotals = pgTable(
  'dashboard_open_totals',
  {
    status: text('status').notNull(),
    agentId: uuid('agent_id'),
    slot: slot(),
    requests: integer('requests').notNull(),
  },
  (t) => [unique('dashboard_open_totals_key').on(t.status, t.agentId, t.slot).nullsNotDistinct()],
);

/**
 * Open requests by the Nairobi day of their due date ('infinity': no due date), status and
 * valuer. The days from today on are the open work not yet overdue (today's only in part).
 */
export const dashboardOpenDue = pgTable(
  'dashboard_open_due',
  {
    dueDay: date('due_day').notNull(),
    status: text('status').notNull(),
    agentId: uuid('agent_id'),
    slot: slot(),
    requests: integer('requests').notNull(),
  },
  (t) => [unique('dashboard_open_due_key').on(t.dueDay, t.status, t.agentId, t.slot).nullsNotDistinct()],
);

/** Requests received per Nairobi day of requested_at, by the property's county and the purpose. */
export const dashboardReceived = pgTable(
  'dashboard_received',
  {
    day: date('day').notNull(),
    county: text('county'),
    purpose: text('purpose'),
    slot: slot(),
    requests: integer('requests').notNull(),
  },
  (t) => [unique('dashboard_received_key').on(t.day, t.county, t.purpose, t.slot).nullsNotDistinct()],
);

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * One row per `report_approved` audit row of an existing request: when it was approved, when
 * the request was received, and whether the request has any `report_changes_requested` row.
 */
export const dashboardApprovals = pgTable(
  'dashboard_approvals',
  {
    auditId: uuid('audit_id').primaryKey(),
    requestId: uuid('request_id').notNull(),
    approvedAt: ts('approved_at').notNull(),
    requestedAt: ts('requested_at').notNull(),
    revised: boolean('revised').notNull(),
  },
  (t) => [
    // The approvals in a range, answered from the index alone.
    index('dashboard_approvals_approved_idx').on(t.approvedAt, t.requestedAt, t.revised),
    index('dashboard_approvals_request_idx').on(t.requestId),
  ],
);
