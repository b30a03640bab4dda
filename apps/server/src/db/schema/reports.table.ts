import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REPORT_STATUSES, type ReportContent, type ReportStatus } from '@thamani/domain/reports';
import { profiles } from './profiles.table.ts';
import { reportTemplateVersions } from './report-template-versions.table.ts';
import { valuationRequests } from './valuation-requests.table.ts';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The valuation report of a request (one per request): the working draft its valuer edits.
 * `version` grows by one with every accepted save, so a save made against an older one (another
 * tab) is refused instead of overwriting. Submitted versions are frozen in report_versions.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .unique()
      .references(() => valuationRequests.id, { onDelete: 'restrict' }),
    templateVersionId: uuid('template_version_id')
      .notNull()
      .references(() => reportTemplateVersions.id, { onDelete: 'restrict' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    status: text('status').$type<ReportStatus>().notNull().default('draft'),
    version: integer('version').notNull().default(1),
    content: jsonb('content').$type<ReportContent>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_author_idx').on(t.authorId, t.updatedAt),
    index('reports_status_idx').on(t.status),
    check('reports_status_check', sql`${t.status} in (${list(REPORT_STATUSES)})`),
    check('reports_version_check', sql`${t.version} >= 1`),
  ],
);
