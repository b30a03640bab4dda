import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEV_MAILBOX_ENDPOINTS } from '@thamani/domain/dev-mailbox.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { MAIL_JOB } from '#platform/mail.ts';
import { listDevMail, renderDevMailbox } from './dev-mailbox.service.ts';

/**
 * Mail is sent by a background job: give the jobs already enqueued a moment to deliver, so the
 * mailbox opened right after "check your e-mail" shows the mail. Bounded; shows what is there after.
 */
async function settleMail(ctx: AppContext): Promise<void> {
  await ctx.jobs.whenIdle(MAIL_JOB, 2000).catch(() => undefined);
}

/** Registered only outside production (buildApp checks). */
export function registerDevMailboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  serveEndpoint(app, ctx.guard, DEV_MAILBOX_ENDPOINTS.mailbox, async () => {
    await settleMail(ctx);
    return { items: await listDevMail(ctx.db) };
  });
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
    async (_request, reply) => {
      await settleMail(ctx);
      return reply.type('text/html; charset=utf-8').send(renderDevMailbox(await listDevMail(ctx.db)));
    },
  );
}
