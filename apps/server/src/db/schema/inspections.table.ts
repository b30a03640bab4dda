import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { InspectionAnswers, InspectionStatus, InspectionTemplate } from '@thamani/domain/inspections';
import { inspectionTemplates } from './inspection-templates.table.ts';
import { profiles } from './profiles.table.ts';
import { siteVisits } from './site-visits.table.ts';
import { valuationRequests } from './valuation-requests.table.ts';

/**
 * One site inspection per visit. `template` is the copy stamped when it started (a later
 * template version never changes it); `version` grows by one with every accepted save, so a
 * save made against an older version is refused instead of overwriting someone else's change.
 */
export const inspections = pgTable(
  'inspections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => valuationRequests.id, { onDelete: 'restrict' }),
    visitId: uuid('visit_id')
      .notNull()
      .unique()
      .references(() => siteVisits.id, { onDelete: 'restrict' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    templateId: uuid('template_id')
      .notNull()
      .references(() => inspectionTemplates.id, { onDelete: 'restrict' }),
    templateVersion: integer('template_version').notNull(),
    template: jsonb('template').$type<InspectionTemplate>().notNull(),
    answers: jsonb('answers').$type<InspectionAnswers>().notNull().default({}),
    status: text('status').$type<InspectionStatus>().notNull().default('in_progress'),
    version: integer('version').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, precision: 3 }),
    /** The Nairobi date the valuer was actually on site (the report's date of inspection); set when submitted. */
    inspectedOn: date('inspected_on', { mode: 'string' }),
    reopenedAt: timestamp('reopened_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('inspections_agent_idx').on(t.agentId, t.updatedAt),
    index('inspections_request_idx').on(t.requestId),
    check('inspections_status_check', sql`${t.status} in ('in_progress', 'submitted')`),
    check('inspections_version_check', sql`${t.version} >= 1`),
  ],
);
