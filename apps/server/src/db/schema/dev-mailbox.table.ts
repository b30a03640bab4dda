import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mail caught when no SMTP server is configured (never used in production). */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('dev_mailbox_created_idx').on(t.createdAt.desc())],
);
