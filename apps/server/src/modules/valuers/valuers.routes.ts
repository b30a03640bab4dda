import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UPLOAD_KINDS } from '@thamani/domain/documents';
import { UpdateValuerProfileBodySchema, ValuerProfileSchema } from '@thamani/domain/reports';
import type { AppContext } from '#context.ts';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';
import { readFilePart } from '#platform/storage/multipart.ts';
import { getValuerProfile, openSignature, saveSignature, updateValuerProfile } from './valuers.service.ts';

export function registerValuerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = AUTH_SECURITY;
  const tags = ['reports'];
  // Valuers' own details (admins have them too: they may sign); clients 403.
  const workspace = { preHandler: ctx.guard.requirePermission('workspace:enter') };
  const kind = UPLOAD_KINDS.signature;

  r.get(
    '/api/me/valuer-profile',
    {
      ...workspace,
      schema: {
        tags,
        summary: 'The caller’s valuer details printed on their reports: VRB number, signature',
        security,
        response: { 200: ValuerProfileSchema },
      },
    },
    async (request) => getValuerProfile(ctx, getIdentity(request)),
  );

  r.put(
    '/api/me/valuer-profile',
    {
      ...workspace,
      schema: {
        tags,
        summary: 'Set the caller’s VRB registration number (audited)',
        security,
        body: UpdateValuerProfileBodySchema,
        response: { 200: ValuerProfileSchema },
      },
    },
    async (request) => updateValuerProfile(ctx, getIdentity(request), request.body),
  );

  r.put(
    '/api/me/valuer-profile/signature',
    {
      ...workspace,
      schema: {
        tags,
        summary: 'Replace the caller’s signature image',
        description: `multipart/form-data with one \`file\`: PNG or JPEG by content, at most ${kind.maxBytes / 1024 / 1024} MB (413 when larger, 415 for another type). Stored re-encoded as PNG.`,
        consumes: ['multipart/form-data'],
        security,
        response: { 200: ValuerProfileSchema },
      },
    },
    async (request) => {
      const identity = getIdentity(request);
      const part = await readFilePart(request, kind);
      return saveSignature(ctx, identity, part.file);
    },
  );

  r.get(
    '/api/me/valuer-profile/signature',
    { ...workspace, schema: { tags, summary: 'The caller’s signature image (PNG; 404 when none)', security } },
    async (request, reply) => {
      const { size, content } = await openSignature(ctx, getIdentity(request));
      return reply
        .header('content-type', 'image/png')
        .header('content-length', size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=0, must-revalidate')
        .send(content);
    },
  );
}
