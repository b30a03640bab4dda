import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Role } from '@thamani/domain/access';

/**
 * Every realtime event, written in the transaction of the change it announces, so a stream can
 * resume after a disconnect (Last-Event-ID). Ids are gapless and in commit order: they are
 * allocated as max(id) + 1 under one advisory lock held until the commit
 * (platform/realtime-log.ts). Old rows are pruned by age; the newest row is always kept.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    /** The audience: these auth users (no FK: the log outlives deleted users) … */
    userIds: text('user_ids').array().notNull().default([]),
    /** … and everyone signed in with one of these roles. */
    roles: text('roles').array().$type<Role[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('realtime_events_created_idx').on(t.createdAt)],
);
