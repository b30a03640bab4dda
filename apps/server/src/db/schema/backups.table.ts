import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.table.ts';

/** One backup run: the archive it wrote (or the error it stopped on), for the System page and retention. */
export const backups = pgTable(
  'backups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'nightly' (the job), 'manual' (an admin's button) or 'command' (npm run backup). */
    trigger: text('trigger').$type<'nightly' | 'manual' | 'command'>().notNull(),
    status: text('status').$type<'running' | 'succeeded' | 'failed'>().notNull(),
    /** The archive's file name in the backup folder. */
    filename: text('filename'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** SHA-256 (hex) of the whole archive. */
    sha256: text('sha256'),
    /** Why it failed, in words an admin can act on. */
    error: text('error'),
    requestedBy: uuid('requested_by').references(() => profiles.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [index('backups_started_idx').on(t.startedAt)],
);
