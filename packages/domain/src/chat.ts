import { can } from './access/index.ts';
import { z } from 'zod';
import type { Actor } from './policies.ts';
import { defineMessages } from './messages/define.ts';

/**
 * The chat on a request: one conversation per request between its client and its assigned
 * valuer; admins read and join. Messages are stored and pushed live over the event stream.
 */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** The character counter shows from here on. */
export const CHAT_COUNTER_FROM = 3500;
export const CHAT_PAGE_SIZE = 30;
export const CHAT_PAGE_MAX = 100;

export const CHAT_MESSAGES = defineMessages('chat', {
  empty: 'Write a message.',
  tooLong: 'A message can be at most 4,000 characters.',
  rateLimited: 'You are sending messages too quickly. Wait a moment and try again.',
  notAllowed: 'You cannot chat on this request.',
  notFound: 'Conversation not found',
  attachmentNotFound: 'Attach a document of this request.',
  sendFailed: 'Your message was not sent.',
});

export const SendChatMessageBodySchema = z.object({
  body: z
    .string({ error: CHAT_MESSAGES.empty })
    .trim()
    .min(1, { error: CHAT_MESSAGES.empty })
    .max(CHAT_MESSAGE_MAX_LENGTH, { error: CHAT_MESSAGES.tooLong }),
  clientMessageId: z.uuid(),
  documentId: z.uuid().optional(),
});
export type SendChatMessageBody = z.output<typeof SendChatMessageBodySchema>;

export const ChatMessageSchema = z.object({
  id: z.number().int().positive(),
  requestId: z.uuid(),
  sender: z.object({ id: z.uuid().nullable(), name: z.string(), role: z.enum(['client', 'valuer', 'admin']) }),
  body: z.string(),
  clientMessageId: z.uuid(),
  document: z.object({ id: z.uuid(), filename: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatHistoryQuerySchema = z.object({
  /** Messages older than this id (the oldest one shown); none: the newest page. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(CHAT_PAGE_SIZE),
});
export type ChatHistoryQuery = z.output<typeof ChatHistoryQuerySchema>;

/** A history page: oldest first within the page; `nextBefore` fetches the page before it. */
export const ChatHistoryPageSchema = z.object({
  items: z.array(ChatMessageSchema),
  nextBefore: z.number().int().positive().nullable(),
  lastReadId: z.number().int().nonnegative(),
});
export type ChatHistoryPage = z.infer<typeof ChatHistoryPageSchema>;

export const ChatReadBodySchema = z.object({ lastReadId: z.number().int().nonnegative() });
export type ChatReadBody = z.output<typeof ChatReadBodySchema>;

export const ConversationSchema = z.object({
  requestId: z.uuid(),
  title: z.string(),
  /** The person on the other side (for an admin: the client). */
  otherParty: z.string().nullable(),
  lastMessage: z.object({ id: z.number().int(), body: z.string(), senderName: z.string(), createdAt: z.iso.datetime() }).nullable(),
  unread: z.number().int().nonnegative(),
});
export type Conversation = z.infer<typeof ConversationSchema>;
export const ConversationListSchema = z.object({ items: z.array(ConversationSchema), unread: z.number().int().nonnegative() });
export type ConversationList = z.infer<typeof ConversationListSchema>;

/** The part of a request the chat rule reads. */
export interface ChatAccess {
  requesterId: string | null;
  assignedAgentId: string | null;
}

/**
 * Who may chat on a request: its requester, its ASSIGNED valuer and admins. Narrower than
 * seeing it: a valuer browsing the open queue may not chat on an unassigned request.
 */
export function canChat(actor: Actor, r: ChatAccess): boolean {
  if (can(actor, 'chat:support')) {
    return true;
  }
  if (!actor.profileId) {
    return false;
  }
  if (can(actor, 'request:accept')) {
    return r.assignedAgentId === actor.profileId;
  }
  return r.requesterId === actor.profileId;
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** An http(s) URL as the browser would resolve it, or null (never javascript:, data:, …). */
export function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Split a message into plain text and http(s) links; everything else stays text. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const push = (t: string) => {
    if (!t) {
      return;
    }
    const prev = parts[parts.length - 1];
    if (prev?.kind === 'text') {
      prev.text += t;
    } else {
      parts.push({ kind: 'text', text: t });
    }
  };
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const start = match.index;
    const raw = match[0].replace(TRAILING, '');
    const href = safeHref(raw);
    if (!href || (start > 0 && /[\w/]/.test(text.charAt(start - 1)))) {
      continue;
    }
    push(text.slice(last, start));
    parts.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  push(text.slice(last));
  return parts;
}
