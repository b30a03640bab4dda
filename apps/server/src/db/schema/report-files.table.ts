import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { documents } from './documents.table.ts';
import { reports } from './reports.table.ts';

export const REPORT_FILE_STATES = ['rendering', 'ready', 'failed'] as const;
export type ReportFileState = (typeof REPORT_FILE_STATES)[number];

/**
 * The delivered PDF of an approved submission `n`: made 'rendering' with its public verification
 * code when the report is approved, then 'ready' (the stored document and its SHA-256) or
 * 'failed' by the render job.
 */
export const reportFiles = pgTable(
  'report_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'restrict' }),
    n: integer('n').notNull(),
    /** `XXXXX-XXXXX` (Crockford base-32), printed on every page and looked up by /verify/:code. */
    verifyCode: text('verify_code').notNull().unique(),
    state: text('state').$type<ReportFileState>().notNull().default('rendering'),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'restrict' }),
    /** SHA-256 (hex) of the PDF as delivered. */
    sha256: text('sha256'),
    /** The render job's id in the queue. */
    jobId: text('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    renderedAt: timestamp('rendered_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    unique('report_files_report_n_key').on(t.reportId, t.n),
    check('report_files_state_check', sql`${t.state} in ('rendering', 'ready', 'failed')`),
  ],
);
