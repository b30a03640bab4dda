import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ValidateResponseSchema } from '@thamani/domain/me';
import type { AppContext } from '#context.ts';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/auth/validate',
    {
      preHandler: ctx.guard.authenticate,
      schema: {
        tags: ['auth'],
        summary: "Server-side token validation: the caller's role, read from user_roles",
        security: AUTH_SECURITY,
        response: { 200: ValidateResponseSchema },
      },
    },
    async (request) => ({ role: getIdentity(request).role }),
  );
}
