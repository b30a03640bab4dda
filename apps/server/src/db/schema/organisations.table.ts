import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ROLES } from '@thamani/domain/access';
import { ORGANISATION_KINDS } from '@thamani/domain/organisations';
import { profiles } from './profiles.table.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * The valuation firm and the client organisations (banks and their branches, SACCOs, insurers,
 * companies). Migration 0016 creates the deployment's firm; its id is data (firm_settings points
 * at it), never a constant in code.
 */
export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ORGANISATION_KINDS }).notNull(),
    name: text('name').notNull(),
    /** The organisation it is a branch of (a bank's branch), or null. */
    parentId: uuid('parent_id').references((): AnyPgColumn => organisations.id, { onDelete: 'restrict' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('organisations_parent_idx').on(t.parentId),
    check('organisations_kind_check', sql`${t.kind} in (${sql.raw(ORGANISATION_KINDS.map((k) => `'${k}'`).join(', '))})`),
  ],
);

/**
 * A person's place in an organisation and the role they hold there. The firm's staff (valuers and
 * admins) are members of the firm, kept in step with user_roles by a trigger (migration 0016), so
 * a role change has one write path.
 */
export const memberships = pgTable(
  'memberships',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.organisationId] }),
    index('memberships_organisation_idx').on(t.organisationId),
    check('memberships_role_check', sql`${t.role} in (${sql.raw(ROLES.map((r) => `'${r}'`).join(', '))})`),
  ],
);
