import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChatHistoryPageSchema,
  ChatHistoryQuerySchema,
  ChatMessageSchema,
  ChatReadBodySchema,
  ConversationListSchema,
  SendChatMessageBodySchema,
} from '@thamani/domain/chat';
import type { AppContext } from '#context.ts';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';
import { getHistory, listOwnConversations, readConversation, sendMessage } from './chat.service.ts';

const IdParams = z.object({ id: z.uuid() });

export function registerChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = AUTH_SECURITY;
  const tags = ['chat'];
  const signedIn = { preHandler: ctx.guard.authenticate };

  r.get(
    '/api/chat/conversations',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The caller’s conversations (a client: their requests with a valuer or messages; a valuer: assigned requests; an admin: requests with messages), newest activity first, with unread counts',
        security,
        response: { 200: ConversationListSchema },
      },
    },
    async (request) => listOwnConversations(ctx, getIdentity(request)),
  );

  r.get(
    '/api/requests/:id/messages',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A request’s chat history (its requester, assigned valuer, admins): the newest page, or the page before `before`; oldest first within a page',
        security,
        params: IdParams,
        querystring: ChatHistoryQuerySchema,
        response: { 200: ChatHistoryPageSchema },
      },
    },
    async (request) => getHistory(ctx, getIdentity(request), request.params.id, request.query),
  );

  r.post(
    '/api/requests/:id/messages',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Send a chat message (up to 4,000 characters; idempotent by clientMessageId: a resend answers 200 with the same message; rate-limited per sender)',
        security,
        params: IdParams,
        body: SendChatMessageBodySchema,
        response: { 200: ChatMessageSchema, 201: ChatMessageSchema },
      },
    },
    async (request, reply) => {
      const result = await sendMessage(ctx, getIdentity(request), request.params.id, request.body);
      return reply.status(result.created ? 201 : 200).send(result.message);
    },
  );

  r.post(
    '/api/requests/:id/messages/read',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Mark the conversation read up to a message id (never moves back)',
        security,
        params: IdParams,
        body: ChatReadBodySchema,
        response: { 200: z.object({ lastReadId: z.number().int().nonnegative() }) },
      },
    },
    async (request) => readConversation(ctx, getIdentity(request), request.params.id, request.body.lastReadId),
  );
}
