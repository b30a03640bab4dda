import { can } from '@thamani/domain/access';
import { AppError } from '@thamani/domain/app-error';
import {
  CHAT_MESSAGES,
  canChat,
  type ChatHistoryPage,
  type ChatHistoryQuery,
  type ChatMessage,
  type ConversationList,
  type SendChatMessageBody,
} from '@thamani/domain/chat';
import { displayName } from '@thamani/domain/me';
import { canSeeRequest } from '@thamani/domain/policies';
import type { AppContext } from '#context.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { createRateLimiter } from '#platform/rate-limit.ts';
import { emitEvent } from '#platform/realtime.ts';
import { inTransaction } from '#platform/transaction.ts';
import { chatMessageEvent } from './chat.events.ts';
import {
  findBySenderKey,
  getChatRequest,
  getLastRead,
  getMessage,
  insertMessage,
  isDocumentOfRequest,
  listConversations,
  listMessages,
  markRead,
  type ChatRequestRow,
  type MessageRow,
} from './chat.queries.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'sendMail' | 'log' | 'settings'>;

const LAST_MESSAGE_PREVIEW = 140;

function toMessage(row: MessageRow, request: Pick<ChatRequestRow, 'requesterId'>): ChatMessage {
  const role = row.senderId !== null && row.senderId === request.requesterId ? 'client' : row.senderRole === 'admin' ? 'admin' : row.senderRole === 'agent' ? 'valuer' : 'client';
  return {
    id: row.id,
    requestId: row.requestId,
    sender: { id: row.senderId, name: displayName(row.senderName, row.senderEmail), role },
    body: row.body,
    clientMessageId: row.clientMessageId,
    document: row.documentId ? { id: row.documentId, filename: row.documentName ?? 'document' } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The request, if the caller may chat on it. One they may not see at all is 404 (no leak); one
 * they see but may not chat on (a valuer browsing the open queue) is 403.
 */
async function chatRequestFor(ctx: Ctx, identity: Identity, requestId: string): Promise<ChatRequestRow> {
  const request = await getChatRequest(ctx.db, identity.firmId, requestId);
  const actor = { role: identity.role, profileId: identity.profileId };
  if (!request || !canSeeRequest(actor, request)) {
    throw new AppError('NOT_FOUND', CHAT_MESSAGES.notFound);
  }
  if (!canChat(actor, request)) {
    throw new AppError('FORBIDDEN', CHAT_MESSAGES.notAllowed);
  }
  return request;
}

export async function listOwnConversations(ctx: Ctx, identity: Identity): Promise<ConversationList> {
  const profileId = identity.profileId;
  const supportsAll = can(identity, 'chat:support');
  if (!supportsAll && !profileId) {
    return { items: [], unread: 0 };
  }
  const scope = supportsAll
    ? { kind: 'admin' as const }
    : { kind: can(identity, 'request:accept') ? ('agent' as const) : ('client' as const), profileId: profileId ?? '' };
  const rows = await listConversations(ctx.db, identity.firmId, profileId, scope);
  const items = rows.map((r) => {
    const other = scope.kind === 'client' ? (r.agentName || r.agentEmail ? displayName(r.agentName, r.agentEmail) : null) : displayName(r.requesterName, r.requesterEmail);
    return {
      requestId: r.requestId,
      title: r.title ?? 'Valuation request',
      otherParty: other,
      lastMessage:
        r.lastId !== null && r.lastBody !== null && r.lastAt !== null
          ? { id: r.lastId, body: r.lastBody.slice(0, LAST_MESSAGE_PREVIEW), senderName: displayName(r.lastSenderName, r.lastSenderEmail), createdAt: new Date(r.lastAt).toISOString() }
          : null,
      unread: Number(r.unread),
    };
  });
  return { items, unread: items.reduce((sum, c) => sum + c.unread, 0) };
}

export async function getHistory(ctx: Ctx, identity: Identity, requestId: string, query: ChatHistoryQuery): Promise<ChatHistoryPage> {
  const request = await chatRequestFor(ctx, identity, requestId);
  const rows = await listMessages(ctx.db, requestId, query.before ?? null, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const oldest = page[page.length - 1];
  return {
    items: page.reverse().map((r) => toMessage(r, request)),
    nextBefore: rows.length > query.limit && oldest ? oldest.id : null,
    lastReadId: await getLastRead(ctx.db, requestId, identity.profileId),
  };
}

export interface SendResult {
  message: ChatMessage;
  created: boolean;
}

export async function sendMessage(ctx: Ctx, identity: Identity, requestId: string, body: SendChatMessageBody): Promise<SendResult> {
  const request = await chatRequestFor(ctx, identity, requestId);
  const senderId = identity.profileId;
  if (!senderId) {
    throw new AppError('FORBIDDEN', CHAT_MESSAGES.notAllowed);
  }
  // A resend (same sender, same client id) returns the message it already made, uncounted.
  const existing = await findBySenderKey(ctx.db, senderId, body.clientMessageId);
  if (existing) {
    return resent(existing, request);
  }
  if (body.documentId && !(await isDocumentOfRequest(ctx.db, body.documentId, requestId))) {
    throw new AppError('VALIDATION', CHAT_MESSAGES.attachmentNotFound, { documentId: CHAT_MESSAGES.attachmentNotFound });
  }
  const limits = ctx.settings.rateLimit;
  const hit = await createRateLimiter(ctx.db).hit(`chat:sender:${senderId}`, limits.chatSenderWindowSeconds);
  if (hit.count > limits.chatPerSender) {
    throw new AppError('RATE_LIMITED', CHAT_MESSAGES.rateLimited, undefined, { retryAt: hit.resetAt.toISOString() });
  }
  const id = await inTransaction(ctx, async (tx) => {
    const inserted = await insertMessage(tx, { requestId, senderId, body: body.body, clientMessageId: body.clientMessageId, documentId: body.documentId ?? null });
    if (inserted === null) {
      return null; // a concurrent resend made it first
    }
    // Your own message is read; an admin who sends thereby joins (the conversation counts for them).
    await markRead(tx, requestId, senderId, inserted);
    emitEvent(tx, chatMessageEvent, { requestId, messageId: inserted }, { userIds: [request.requesterUserId, request.agentUserId] });
    return inserted;
  });
  const row = id === null ? await findBySenderKey(ctx.db, senderId, body.clientMessageId) : await getMessage(ctx.db, id);
  if (!row) {
    throw new AppError('INTERNAL', CHAT_MESSAGES.sendFailed);
  }
  return id === null ? resent(row, request) : { message: toMessage(row, request), created: true };
}

function resent(row: MessageRow, request: ChatRequestRow): SendResult {
  if (row.requestId !== request.id) {
    throw new AppError('CONFLICT', CHAT_MESSAGES.sendFailed);
  }
  return { message: toMessage(row, request), created: false };
}

export async function readConversation(ctx: Ctx, identity: Identity, requestId: string, lastReadId: number): Promise<{ lastReadId: number }> {
  await chatRequestFor(ctx, identity, requestId);
  const profileId = identity.profileId;
  if (!profileId) {
    return { lastReadId: 0 };
  }
  return { lastReadId: await inTransaction(ctx, (tx) => markRead(tx, requestId, profileId, lastReadId)) };
}
