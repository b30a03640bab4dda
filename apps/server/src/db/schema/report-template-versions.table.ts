import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ReportSection } from '@thamani/domain/reports';
import { REQUEST_PURPOSES, type RequestPurpose } from '@thamani/domain/requests';
import { profiles } from './profiles.table.ts';
import { reportTemplates } from './report-templates.table.ts';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Every version of every report template, never updated: an edit inserts the next version.
 * `seed_key` and `seed_version` name a shipped version of a seeded firm template (bank-mortgage,
 * …), so start-up seeding adds each shipped version once.
 */
export const reportTemplateVersions = pgTable(
  'report_template_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => reportTemplates.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    purpose: text('purpose').$type<RequestPurpose>().notNull(),
    description: text('description').notNull().default(''),
    sections: jsonb('sections').$type<ReportSection[]>().notNull(),
    seedKey: text('seed_key'),
    /** The shipped version of the seeded template this row copies (its own `version` counts edits too). */
    seedVersion: integer('seed_version'),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    unique('report_template_versions_template_version_key').on(t.templateId, t.version),
    unique('report_template_versions_seed_key').on(t.seedKey, t.seedVersion),
    check('report_template_versions_purpose_check', sql`${t.purpose} in (${list(REQUEST_PURPOSES)})`),
    check('report_template_versions_version_check', sql`${t.version} >= 1`),
  ],
);
