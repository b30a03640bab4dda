import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ROLES } from '@thamani/domain/access';
import { user } from './auth.table.ts';

/** The one place a role lives. One row per user. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [check('user_roles_role_check', sql`${t.role} in (${sql.raw(ROLES.map((r) => `'${r}'`).join(', '))})`)],
);
