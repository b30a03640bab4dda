import { z } from 'zod';
import {
  ChatHistoryPageSchema,
  ChatHistoryQuerySchema,
  ChatMessageSchema,
  ChatReadBodySchema,
  ConversationListSchema,
  SendChatMessageBodySchema,
} from './chat.ts';
import { endpoint } from './endpoints.ts';

/** A request's chat between its requester, its valuer and admins: the conversations, a history, sending, the read mark. */
const tag = 'chat';
const IdParams = z.object({ id: z.uuid() });

export const CHAT_ENDPOINTS = {
  conversations: endpoint({
    method: 'GET',
    path: '/api/chat/conversations',
    access: 'signed-in',
    response: ConversationListSchema,
    tag,
    summary:
      'The caller’s conversations (a client: their requests with a valuer or messages; a valuer: assigned requests; an admin: requests with messages), newest activity first, with unread counts',
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/requests/:id/messages',
    access: 'signed-in',
    params: IdParams,
    query: ChatHistoryQuerySchema,
    response: ChatHistoryPageSchema,
    tag,
    summary: 'A request’s chat history (its requester, assigned valuer, admins): the newest page, or the page before `before`; oldest first within a page',
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/requests/:id/messages',
    access: 'signed-in',
    params: IdParams,
    body: SendChatMessageBodySchema,
    response: ChatMessageSchema,
    // 201 for a new message; a resend of its clientMessageId answers 200 with the same message.
    status: [200, 201],
    tag,
    summary: 'Send a chat message (up to 4,000 characters; idempotent by clientMessageId: a resend answers 200 with the same message; rate-limited per sender)',
  }),
  read: endpoint({
    method: 'POST',
    path: '/api/requests/:id/messages/read',
    access: 'signed-in',
    params: IdParams,
    body: ChatReadBodySchema,
    response: z.object({ lastReadId: z.number().int().nonnegative() }),
    tag,
    summary: 'Mark the conversation read up to a message id (never moves back)',
  }),
};
