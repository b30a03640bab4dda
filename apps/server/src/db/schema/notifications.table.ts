import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind, NotificationParams } from '@thamani/domain/notifications';
import { user } from './auth.table.ts';

/**
 * A notification is stored as its kind and parameters and rendered when it is read (ADR 018,
 * packages/domain/src/notifications/messages.ts), so it can be shown in the reader's language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** The kind's parameters (checked by its schema when written); null on rows written before migration 0017. */
    params: jsonb('params').$type<NotificationParams>(),
    /**
     * title, body: the English text rows written before migration 0017 stored, rendered at the
     * time; they are read only when params is null. New rows store NULL in both (nothing is
     * rendered when writing): '' would look like text that happens to be empty. Kept for those
     * older rows, which have no parameters to render from.
     */
    title: text('title'),
    body: text('body'),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    /** Every row can be shown: from its parameters, or from the text stored before them. */
    check('notifications_params_or_title', sql`${t.params} is not null or ${t.title} is not null`),
  ],
);
