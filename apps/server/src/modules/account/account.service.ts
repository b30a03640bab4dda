import { describeUserAgent, type AccountResponse, type Device } from '@thamani/domain/account';
import { AppError } from '@thamani/domain/app-error';
import { AUTH_MESSAGES } from '@thamani/domain/messages';
import type { AppContext } from '#context.ts';
import { writeAudit } from '#platform/audit.ts';
import { publishInvalidation } from '#platform/auth/auth-cache.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { afterCommit, inTransaction } from '#platform/transaction.ts';
import { deleteOtherSessions, deleteOwnSessions, listLiveSessions, readAccount, writeAccount } from './account.queries.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'cache' | 'sendMail' | 'log' | 'now'>;

export async function getAccount(ctx: Pick<AppContext, 'db'>, identity: Identity): Promise<AccountResponse> {
  const row = await readAccount(ctx.db, identity.userId);
  if (!row) {
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.noUserLoggedIn);
  }
  return { fullName: row.fullName ?? row.name, email: row.email, phone: row.phone };
}

/** Name and phone, in better-auth's user row and our profile row at once, audited. */
export async function updateAccount(ctx: Ctx, identity: Identity, body: { fullName: string; phone: string | null }): Promise<AccountResponse> {
  const before = await getAccount(ctx, identity);
  await inTransaction(ctx, async (tx) => {
    await writeAccount(tx, identity.userId, body.fullName, body.phone);
    await writeAudit(tx, {
      actionType: 'account_updated',
      entityType: 'user',
      entityId: identity.userId,
      userId: identity.userId,
      details: { from: { fullName: before.fullName, phone: before.phone }, to: body },
    });
  });
  return getAccount(ctx, identity);
}

export async function listDevices(ctx: Pick<AppContext, 'db'>, identity: Identity): Promise<{ items: Device[] }> {
  const rows = await listLiveSessions(ctx.db, identity.userId, new Date());
  return {
    items: rows.map((r) => ({
      id: r.id,
      label: describeUserAgent(r.userAgent),
      ipAddress: r.ipAddress,
      signedInAt: r.createdAt.toISOString(),
      lastActiveAt: r.updatedAt.toISOString(),
      isCurrent: r.id === identity.sessionId,
    })),
  };
}

/** Ends sessions in one transaction, audited; every process drops their cached identities after it commits. */
async function revoke(ctx: Ctx, identity: Identity, remove: (tx: Parameters<typeof deleteOwnSessions>[0]) => Promise<string[]>): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const ids = await remove(tx);
    if (ids.length > 0) {
      await writeAudit(tx, {
        actionType: 'sessions_revoked',
        entityType: 'user',
        entityId: identity.userId,
        userId: identity.userId,
        details: { count: ids.length },
      });
      for (const sessionId of ids) {
        afterCommit(tx, ({ bus }) => publishInvalidation(ctx.cache, bus, { sessionId }));
      }
    }
    return ids.length;
  });
}

/** Signs out one of the person's devices; a session that is gone (or not theirs) is already signed out. */
export async function revokeDevice(ctx: Ctx, identity: Identity, id: string): Promise<void> {
  await revoke(ctx, identity, (tx) => deleteOwnSessions(tx, identity.userId, [id]));
}

export async function revokeOtherDevices(ctx: Ctx, identity: Identity): Promise<{ revoked: number }> {
  return { revoked: await revoke(ctx, identity, (tx) => deleteOtherSessions(tx, identity.userId, identity.sessionId)) };
}
