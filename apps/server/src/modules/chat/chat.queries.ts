import { and, desc, eq, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#db/client.ts';
import { chatMessages, chatReads } from '#db/schema/chat-messages.table.ts';
import { documents } from '#db/schema/documents.table.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import { properties } from '#db/schema/properties.table.ts';
import { userRoles } from '#db/schema/user-roles.table.ts';
import { ofFirm, valuationRequests as vr } from '../requests/index.ts';

const requester = alias(profiles, 'chat_requester');
const agent = alias(profiles, 'chat_agent');
const sender = alias(profiles, 'chat_sender');

/** The parts of a request of the firm the chat needs: who is on it (profiles and auth users) and its title. */
export async function getChatRequest(db: Db, firmId: string, requestId: string) {
  const rows = await db
    .select({
      id: vr.id,
      status: vr.status,
      requesterId: vr.requesterId,
      assignedAgentId: vr.assignedAgentId,
      requesterUserId: requester.userId,
      agentUserId: agent.userId,
    })
    .from(vr)
    .leftJoin(requester, eq(requester.id, vr.requesterId))
    .leftJoin(agent, eq(agent.id, vr.assignedAgentId))
    .where(and(eq(vr.id, requestId), ofFirm(firmId)))
    .limit(1);
  return rows[0] ?? null;
}
export type ChatRequestRow = NonNullable<Awaited<ReturnType<typeof getChatRequest>>>;

const messageColumns = {
  id: chatMessages.id,
  requestId: chatMessages.requestId,
  senderId: chatMessages.senderId,
  senderName: sender.fullName,
  senderEmail: sender.email,
  senderRole: userRoles.role,
  body: chatMessages.body,
  clientMessageId: chatMessages.clientMessageId,
  documentId: chatMessages.documentId,
  documentName: documents.filename,
  createdAt: chatMessages.createdAt,
};

function selectMessages(db: Db) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(sender, eq(sender.id, chatMessages.senderId))
    .leftJoin(userRoles, eq(userRoles.userId, sender.userId))
    .leftJoin(documents, eq(documents.id, chatMessages.documentId));
}
export type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['execute']>>[number];

/** Newest first: `limit` messages of the request older than `before` (all when null). */
export function listMessages(db: Db, requestId: string, before: number | null, limit: number) {
  const where = before === null ? eq(chatMessages.requestId, requestId) : and(eq(chatMessages.requestId, requestId), lt(chatMessages.id, before));
  return selectMessages(db).where(where).orderBy(desc(chatMessages.id)).limit(limit);
}

export async function getMessage(db: Db, id: number) {
  const rows = await selectMessages(db).where(eq(chatMessages.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The message this sender already made with this client id (a resend), if any. */
export async function findBySenderKey(db: Db, senderId: string, clientMessageId: string) {
  const rows = await selectMessages(db)
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientMessageId, clientMessageId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Insert unless this sender already used the client id; null when it was (a concurrent resend). */
export async function insertMessage(tx: Db, row: { requestId: string; senderId: string; body: string; clientMessageId: string; documentId: string | null }) {
  const rows = await tx.insert(chatMessages).values(row).onConflictDoNothing().returning({ id: chatMessages.id });
  return rows[0]?.id ?? null;
}

export async function isDocumentOfRequest(db: Db, documentId: string, requestId: string): Promise<boolean> {
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.requestId, requestId)))
    .limit(1);
  return rows.length > 0;
}

/** Move the reader's mark forward (never back), at most to the request's newest message. */
export async function markRead(tx: Db, requestId: string, profileId: string, lastReadId: number): Promise<number> {
  const [head] = await tx
    .select({ id: sql<number | null>`max(${chatMessages.id})` })
    .from(chatMessages)
    .where(eq(chatMessages.requestId, requestId));
  const mark = Math.min(lastReadId, Number(head?.id ?? 0));
  const rows = await tx
    .insert(chatReads)
    .values({ requestId, profileId, lastReadId: mark })
    .onConflictDoUpdate({
      target: [chatReads.requestId, chatReads.profileId],
      set: { lastReadId: sql`greatest(${chatReads.lastReadId}, excluded.last_read_id)`, updatedAt: sql`now()` },
    })
    .returning({ lastReadId: chatReads.lastReadId });
  return rows[0]?.lastReadId ?? mark;
}

export async function getLastRead(db: Db, requestId: string, profileId: string | null): Promise<number> {
  if (!profileId) {
    return 0;
  }
  const rows = await db
    .select({ lastReadId: chatReads.lastReadId })
    .from(chatReads)
    .where(and(eq(chatReads.requestId, requestId), eq(chatReads.profileId, profileId)))
    .limit(1);
  return rows[0]?.lastReadId ?? 0;
}

export const CONVERSATION_LIST_LIMIT = 100;

const lastMessage = alias(chatMessages, 'last_message');

/**
 * The caller's conversations, newest activity first, each with its last message and the
 * messages from others after the caller's read mark. `scope`: which of the firm's requests. The page is
 * chosen first from the sort key alone (a valuer may have thousands of requests); names,
 * titles and unread counts are then read for those rows only.
 */
export function listConversations(
  db: Db,
  firmId: string,
  viewerProfileId: string | null,
  scope: { kind: 'client' | 'agent'; profileId: string } | { kind: 'admin' },
) {
  const hasMessages = sql`exists (select 1 from ${chatMessages} where ${chatMessages.requestId} = ${vr.id})`;
  let mine: SQL | undefined;
  if (scope.kind === 'client') {
    mine = and(eq(vr.requesterId, scope.profileId), or(isNotNull(vr.assignedAgentId), hasMessages));
  } else if (scope.kind === 'agent') {
    mine = eq(vr.assignedAgentId, scope.profileId);
  } else {
    mine = hasMessages;
  }
  const where = and(ofFirm(firmId), mine);
  const viewer = viewerProfileId ?? '00000000-0000-0000-0000-000000000000';
  const last = db
    .select({ id: chatMessages.id, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(eq(chatMessages.requestId, vr.id))
    .orderBy(desc(chatMessages.id))
    .limit(1)
    .as('last_key');
  const activity = sql`coalesce(${last.createdAt}, ${vr.requestedAt})`;
  const page = db
    .select({ id: vr.id, lastId: sql<number | null>`${last.id}`.as('last_id'), activity: sql<Date>`${activity}`.as('activity') })
    .from(vr)
    .leftJoinLateral(last, sql`true`)
    .where(where)
    .orderBy(sql`${activity} desc`, desc(vr.id))
    .limit(CONVERSATION_LIST_LIMIT)
    .as('page');
  return db
    .select({
      requestId: vr.id,
      title: properties.title,
      requesterId: vr.requesterId,
      requesterName: requester.fullName,
      requesterEmail: requester.email,
      agentName: agent.fullName,
      agentEmail: agent.email,
      lastId: lastMessage.id,
      lastBody: lastMessage.body,
      lastAt: lastMessage.createdAt,
      lastSenderName: sender.fullName,
      lastSenderEmail: sender.email,
      unread: sql<number>`(select count(*)::int from ${chatMessages} m where m.request_id = ${vr.id}
        and m.id > coalesce(${chatReads.lastReadId}, 0) and m.sender_id is distinct from ${viewer}::uuid)`,
    })
    .from(page)
    .innerJoin(vr, eq(vr.id, page.id))
    .leftJoin(properties, eq(properties.id, vr.propertyId))
    .leftJoin(requester, eq(requester.id, vr.requesterId))
    .leftJoin(agent, eq(agent.id, vr.assignedAgentId))
    .leftJoin(lastMessage, eq(lastMessage.id, page.lastId))
    .leftJoin(sender, eq(sender.id, lastMessage.senderId))
    .leftJoin(chatReads, and(eq(chatReads.requestId, vr.id), eq(chatReads.profileId, viewer)))
    .orderBy(desc(page.activity), desc(page.id));
}
