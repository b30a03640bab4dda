import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REQUEST_STATUSES } from '@thamani/domain/requests';
import { profiles } from './profiles.table.ts';
import { organisations } from './organisations.table.ts';
import { properties } from './properties.table.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const valuationRequests = pgTable(
  'valuation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The firm it belongs to. Every read goes through requestsOf (modules/requests/request-scope.ts); the default is the deployment's firm (migration 0016's deployment_firm_id()). */
    firmId: uuid('firm_id')
      .notNull()
      .default(sql`deployment_firm_id()`)
      .references(() => organisations.id, { onDelete: 'restrict' }),
    /** The client organisation that ordered it (a bank's branch…), or null for an individual client. */
    clientOrganisationId: uuid('client_organisation_id').references(() => organisations.id, { onDelete: 'restrict' }),
    /** "TH-2026-0142" (domain request-reference.ts): numbered on insert by a trigger (migration 0015) from request_reference_counters; the '' default is never stored. */
    reference: text('reference').notNull().default(''),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'restrict' }),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    assignedAgentId: uuid('assigned_agent_id').references(() => profiles.id, { onDelete: 'set null' }),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('pending'),
    priority: text('priority').notNull().default('normal'),
    purpose: text('purpose'),
    preferredDate: date('preferred_date'),
    contactPhone: text('contact_phone'),
    notes: text('notes'),
    cancelReason: text('cancel_reason'),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    dueDate: ts('due_date'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** A copy of the property's county, kept by triggers (migration 0011) for the admin dashboard's counts; the app never writes it. */
    propertyCounty: text('property_county'),
  },
  (t) => [
    uniqueIndex('valuation_requests_reference_key').on(t.reference),
    index('valuation_requests_client_organisation_idx').on(t.clientOrganisationId),
    index('valuation_requests_requester_idx').on(t.requesterId, t.requestedAt.desc(), t.id.desc()),
    // A client's requests of one status. (The dashboard counters read requester_status_counts since 0012.)
    index('valuation_requests_requester_status_idx').on(t.requesterId, t.status),
    index('valuation_requests_agent_status_idx').on(t.assignedAgentId, t.status),
    index('valuation_requests_status_due_idx').on(t.status, t.dueDate),
    // The admin dashboard's received-in-a-range counts by county and purpose (index-only), and
    // the admin request list's received-date filter.
    index('valuation_requests_received_idx').on(t.requestedAt, t.propertyId, t.purpose),
    // The admin dashboard's open work now (by status, valuer and due date) as one index-only scan.
    index('valuation_requests_open_work_idx').on(t.status, t.assignedAgentId, t.dueDate),
    check(
      'valuation_requests_status_check',
      sql`${t.status} in (${sql.raw(REQUEST_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);
