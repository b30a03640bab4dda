import type { FastifyInstance } from 'fastify';
import { CHAT_ENDPOINTS as E } from '@thamani/domain/chat.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { getHistory, listOwnConversations, readConversation, sendMessage } from './chat.service.ts';

/** A request's chat (CHAT_ENDPOINTS). */
export function registerChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, E.conversations, ({ identity }) => listOwnConversations(ctx, identity));

  serveEndpoint(app, ctx.guard, E.history, ({ identity, params, query }) => getHistory(ctx, identity, params.id, query));

  serveEndpoint(app, ctx.guard, E.send, async ({ identity, params, body, reply }) => {
    const result = await sendMessage(ctx, identity, params.id, body);
    reply.code(result.created ? 201 : 200);
    return result.message;
  });

  serveEndpoint(app, ctx.guard, E.read, ({ identity, params, body }) => readConversation(ctx, identity, params.id, body.lastReadId));
}
