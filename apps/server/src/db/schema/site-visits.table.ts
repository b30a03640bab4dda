import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.table.ts';
import { properties } from './properties.table.ts';
import { valuationRequests } from './valuation-requests.table.ts';

export const SITE_VISIT_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;

export const siteVisits = pgTable(
  'site_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => valuationRequests.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'restrict' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    clientId: uuid('client_id').references(() => profiles.id, { onDelete: 'set null' }),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true, precision: 3 }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    notes: text('notes'),
    status: text('status', { enum: SITE_VISIT_STATUSES }).notNull().default('scheduled'),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('site_visits_agent_date_idx').on(t.agentId, t.scheduledDate),
    index('site_visits_request_idx').on(t.requestId),
    check('site_visits_status_check', sql`${t.status} in ('scheduled', 'completed', 'cancelled')`),
  ],
);
