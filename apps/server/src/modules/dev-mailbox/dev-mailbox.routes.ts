import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DevMailboxResponseSchema } from '@thamani/domain/system';
import type { AppContext } from '../../context.ts';
import { listDevMail, renderDevMailbox } from './dev-mailbox.service.ts';

/** Registered only outside production (buildApp checks). */
export function registerDevMailboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/dev/mailbox',
    { schema: { tags: ['dev'], summary: 'Development mailbox as JSON (never in production)', response: { 200: DevMailboxResponseSchema } } },
    async () => ({ items: await listDevMail(ctx.db) }),
  );
  r.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development mailbox as an HTML page (never in production)',
        produces: ['text/html'],
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => reply.type('text/html; charset=utf-8').send(renderDevMailbox(await listDevMail(ctx.db))),
  );
}
