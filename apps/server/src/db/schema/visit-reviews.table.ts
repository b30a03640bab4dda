import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { siteVisits } from './site-visits.table.ts';

/** The post-visit review (one per visit); a draft the report issue builds on. */
export const visitReviews = pgTable(
  'visit_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitId: uuid('visit_id')
      .notNull()
      .unique()
      .references(() => siteVisits.id, { onDelete: 'cascade' }),
    observations: text('observations').notNull(),
    conditionRating: integer('condition_rating').notNull(),
    notes: text('notes'),
    draft: boolean('draft').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [check('visit_reviews_rating_check', sql`${t.conditionRating} between 1 and 5`)],
);
