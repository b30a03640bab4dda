import { bigint, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ReportContent } from '@thamani/domain/reports';
import { profiles } from './profiles.table.ts';
import { reports } from './reports.table.ts';

/**
 * Each submission of a report, frozen: never updated or deleted. `n` counts submissions from 1;
 * `sha256` is of the content's canonical JSON; the values are copied out for lists and /verify.
 */
export const reportVersions = pgTable(
  'report_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'restrict' }),
    n: integer('n').notNull(),
    content: jsonb('content').$type<ReportContent>().notNull(),
    marketValue: bigint('market_value', { mode: 'number' }),
    forcedSaleValue: bigint('forced_sale_value', { mode: 'number' }),
    insuranceValue: bigint('insurance_value', { mode: 'number' }),
    sha256: text('sha256').notNull(),
    submittedBy: uuid('submitted_by').references(() => profiles.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    unique('report_versions_report_n_key').on(t.reportId, t.n),
    index('report_versions_submitted_idx').on(t.submittedAt),
  ],
);
