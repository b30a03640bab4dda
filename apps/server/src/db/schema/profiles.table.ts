import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.table.ts';

export const profiles = pgTable('profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  email: text('email').notNull().default(''),
  phone: text('phone'),
  /** Set while the account is deactivated: no sign-in, every session revoked. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true, precision: 3 }),
  deactivatedReason: text('deactivated_reason'),
  /** Stamped when a session is created (a completed sign-in). */
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, precision: 3 }),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
