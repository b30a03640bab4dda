import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.table.ts';

/**
 * A report template: who owns it (null: the firm's, seeded, edited by admins only) and its latest
 * version. The content lives in report_template_versions, one frozen row per edit, so a report
 * stamped from a version never changes when the template is edited.
 */
export const reportTemplates = pgTable(
  'report_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerProfileId: uuid('owner_profile_id').references(() => profiles.id, { onDelete: 'restrict' }),
    currentVersion: integer('current_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('report_templates_owner_idx').on(t.ownerProfileId),
    check('report_templates_version_check', sql`${t.currentVersion} >= 1`),
  ],
);
