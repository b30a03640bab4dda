import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { SectionComment } from '@thamani/domain/reports';
import { profiles } from './profiles.table.ts';
import { reports } from './reports.table.ts';

/**
 * An admin's decision on submission `n` of a report: one per submission (the unique key is what
 * makes an approval racing a change request end with one success and one conflict).
 */
export const reportReviews = pgTable(
  'report_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'restrict' }),
    n: integer('n').notNull(),
    reviewerId: uuid('reviewer_id').references(() => profiles.id, { onDelete: 'set null' }),
    decision: text('decision').$type<'approved' | 'changes_requested'>().notNull(),
    comment: text('comment').notNull().default(''),
    sectionComments: jsonb('section_comments').$type<SectionComment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    unique('report_reviews_report_n_key').on(t.reportId, t.n),
    check('report_reviews_decision_check', sql`${t.decision} in ('approved', 'changes_requested')`),
  ],
);
