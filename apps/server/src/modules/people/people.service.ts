import type { Readable } from 'node:stream';
import { AppError } from '@thamani/domain/app-error';
import {
  PEOPLE_MESSAGES,
  RECENT_ACTIVITY_LIMIT,
  deactivationProblem,
  roleChangeProblem,
  type AdminValuerProfileBody,
  type DeactivateBody,
  type PeoplePage,
  type PeopleQuery,
  type PersonDetail,
  type PersonListItem,
} from '@thamani/domain/people';
import { can, normalizeRole, type Role } from '@thamani/domain/access';
import { pathOf } from '@thamani/domain/endpoints';
import { PEOPLE_ENDPOINTS } from '@thamani/domain/people.endpoints';
import { certificateState } from '@thamani/domain/valuer-certificate';
import { nairobiToday } from '@thamani/domain/visits';
import type { AppContext } from '#context.ts';
import { writeAudit } from '#platform/audit.ts';
import { publishInvalidation } from '#platform/auth/auth-cache.ts';
import { changeRole } from '#platform/auth/change-role.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { decodeCursor, toPage } from '#platform/cursor.ts';
import { afterCommit, inTransaction } from '#platform/transaction.ts';
import { listAuditLog } from '../audit/index.ts';
import { findSignature, storeSignature, writeValuerDetails } from '../valuers/index.ts';
import {
  countActiveAdmins,
  countLiveSessions,
  countOpenRequests,
  deleteSessions,
  lockActiveAdmins,
  lockPerson,
  selectPeople,
  selectPerson,
  setDeactivated,
  setPhone,
  type PersonRow,
} from './people.queries.ts';

export const signatureUrlOf = (userId: string) => pathOf(PEOPLE_ENDPOINTS.signature, { userId });

/** Valuers and admins (who may sign too) have valuer details; clients do not. */
const hasValuerDetails = (role: Role) => can({ role }, 'workspace:enter');

function toItem(row: PersonRow, today: string): PersonListItem {
  const role = normalizeRole(row.role);
  return {
    userId: row.userId,
    profileId: row.profileId,
    name: row.name,
    email: row.email,
    role,
    status: row.deactivatedAt ? 'deactivated' : 'active',
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    certificate:
      can({ role }, 'request:accept')
        ? { state: certificateState(row.certificateExpiresOn, today), expiresOn: row.certificateExpiresOn }
        : null,
  };
}

export async function listPeople(ctx: AppContext, query: PeopleQuery): Promise<PeoplePage> {
  const { cursor, limit, ...filters } = query;
  const rows = await selectPeople(ctx.db, filters, decodeCursor(cursor), limit + 1);
  const page = toPage(rows, limit, (row) => ({ at: row.createdAt, id: row.profileId }));
  const today = nairobiToday(ctx.now());
  return { items: page.items.map((row) => toItem(row, today)), nextCursor: page.nextCursor };
}

export async function getPerson(ctx: AppContext, actor: Identity, userId: string): Promise<PersonDetail> {
  const row = await selectPerson(ctx.db, userId);
  if (!row) {
    throw new AppError('NOT_FOUND', PEOPLE_MESSAGES.notFound);
  }
  const today = nairobiToday(ctx.now());
  const item = toItem(row, today);
  const [sessionCount, openRequests, activity] = await Promise.all([
    countLiveSessions(ctx.db, userId),
    hasValuerDetails(item.role) ? countOpenRequests(ctx.db, actor.firmId, row.profileId) : Promise.resolve(0),
    listAuditLog(ctx, { userId, limit: RECENT_ACTIVITY_LIMIT }),
  ]);
  const hasSignature = Boolean(row.signatureDocumentId);
  return {
    ...item,
    phone: row.phone,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    deactivatedReason: row.deactivatedReason,
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    sessionCount,
    valuer: hasValuerDetails(item.role)
      ? {
          vrbNumber: row.vrbNumber,
          certificateYear: row.certificateYear,
          certificateExpiresOn: row.certificateExpiresOn,
          certificateState: certificateState(row.certificateExpiresOn, today),
          hasSignature,
          signatureUrl: hasSignature ? signatureUrlOf(userId) : null,
          openRequests,
        }
      : null,
    recentActivity: activity.items,
  };
}

async function requirePerson(ctx: AppContext, userId: string) {
  const row = await selectPerson(ctx.db, userId);
  if (!row) {
    throw new AppError('NOT_FOUND', PEOPLE_MESSAGES.notFound);
  }
  return row;
}

/**
 * An admin changes someone's role through the one role-change function: instant everywhere,
 * audited. Under the active-admins lock, nobody removes their own admin role and the last active
 * admin keeps theirs, even when two admins demote each other at the same moment.
 */
export async function changePersonRole(ctx: AppContext, actor: Identity, userId: string, role: Role): Promise<PersonDetail> {
  const target = await requirePerson(ctx, userId);
  await changeRole(ctx, {
    userId,
    role,
    actorId: actor.userId,
    check: async (tx, from) => {
      await lockActiveAdmins(tx);
      const person = await lockPerson(tx, userId);
      const problem = roleChangeProblem({
        actorId: actor.userId,
        targetId: userId,
        fromRole: from,
        toRole: role,
        targetActive: !person?.deactivatedAt,
        activeAdminCount: await countActiveAdmins(tx),
      });
      if (problem) {
        throw new AppError('CONFLICT', problem);
      }
    },
  });
  return getPerson(ctx, actor, target.userId);
}

/**
 * Deactivate an account: no sign-in from now on, and every session of it ends at once — the rows
 * go in the same transaction as the audit row; after the commit every process drops the cached
 * identities of that user and closes their event streams.
 */
export async function deactivatePerson(ctx: AppContext, actor: Identity, userId: string, body: DeactivateBody): Promise<PersonDetail> {
  await requirePerson(ctx, userId);
  await inTransaction(ctx, async (tx) => {
    await lockActiveAdmins(tx);
    const person = await lockPerson(tx, userId);
    if (!person) {
      throw new AppError('NOT_FOUND', PEOPLE_MESSAGES.notFound);
    }
    const problem = deactivationProblem({
      actorId: actor.userId,
      targetId: userId,
      targetRole: normalizeRole(person.role),
      targetActive: !person.deactivatedAt,
      activeAdminCount: await countActiveAdmins(tx),
    });
    if (problem) {
      throw new AppError('CONFLICT', problem);
    }
    await setDeactivated(tx, userId, body.reason);
    const sessions = await deleteSessions(tx, userId);
    await writeAudit(tx, {
      actionType: 'user_deactivated',
      entityType: 'user',
      entityId: userId,
      userId: actor.userId,
      details: { reason: body.reason, sessions_ended: sessions.length },
    });
    afterCommit(tx, ({ bus }) => publishInvalidation(ctx.cache, bus, { userId }));
  });
  return getPerson(ctx, actor, userId);
}

/** Let a deactivated person sign in again (their old sessions stay ended). */
export async function reactivatePerson(ctx: AppContext, actor: Identity, userId: string): Promise<PersonDetail> {
  await requirePerson(ctx, userId);
  await inTransaction(ctx, async (tx) => {
    const person = await lockPerson(tx, userId);
    if (!person?.deactivatedAt) {
      throw new AppError('CONFLICT', PEOPLE_MESSAGES.notDeactivated);
    }
    await setDeactivated(tx, userId, null);
    await writeAudit(tx, { actionType: 'user_reactivated', entityType: 'user', entityId: userId, userId: actor.userId, details: {} });
  });
  return getPerson(ctx, actor, userId);
}

async function requireValuer(ctx: AppContext, userId: string) {
  const row = await requirePerson(ctx, userId);
  if (!hasValuerDetails(normalizeRole(row.role))) {
    throw new AppError('CONFLICT', PEOPLE_MESSAGES.notAValuer);
  }
  return row;
}

/** What the office records for a valuer: VRB number, practising certificate, phone (audited). */
export async function updateValuerDetails(ctx: AppContext, actor: Identity, userId: string, body: AdminValuerProfileBody): Promise<PersonDetail> {
  const row = await requireValuer(ctx, userId);
  await inTransaction(ctx, async (tx) => {
    const { phone, ...certificate } = body;
    await writeValuerDetails(tx, row.profileId, actor.userId, certificate);
    if (phone !== row.phone) {
      await setPhone(tx, row.profileId, phone);
      await writeAudit(tx, {
        actionType: 'account_updated',
        entityType: 'user',
        entityId: userId,
        userId: actor.userId,
        details: { phone, previous_phone: row.phone },
      });
    }
  });
  return getPerson(ctx, actor, userId);
}

/** `readFile` is called once the person is known to be a valuer (the upload is read only then). */
export async function replaceValuerSignature(
  ctx: AppContext,
  actor: Identity,
  userId: string,
  readFile: () => Promise<Readable>,
): Promise<PersonDetail> {
  const row = await requireValuer(ctx, userId);
  await storeSignature(ctx, row.profileId, actor, await readFile());
  return getPerson(ctx, actor, userId);
}

export async function openValuerSignature(ctx: AppContext, userId: string): Promise<{ size: number; content: Readable }> {
  const row = await requirePerson(ctx, userId);
  const found = await findSignature(ctx, row.profileId);
  if (!found) {
    throw new AppError('NOT_FOUND', PEOPLE_MESSAGES.noSignature);
  }
  return found;
}
