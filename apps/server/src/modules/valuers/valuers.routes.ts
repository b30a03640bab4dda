import type { FastifyInstance } from 'fastify';
import { UPLOAD_KINDS } from '@thamani/domain/documents';
import { VALUER_ENDPOINTS as E } from '@thamani/domain/valuers.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { readFilePart } from '#platform/storage/multipart.ts';
import { getValuerProfile, openSignature, saveSignature, updateValuerProfile } from './valuers.service.ts';

/** Valuers' own details (VALUER_ENDPOINTS; admins have them too: they may sign); clients 403. */
export function registerValuerRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, E.profile, ({ identity }) => getValuerProfile(ctx, identity));

  serveEndpoint(app, ctx.guard, E.update, ({ identity, body }) => updateValuerProfile(ctx, identity, body));

  serveEndpoint(app, ctx.guard, E.uploadSignature, async ({ identity, request }) => {
    const part = await readFilePart(request, UPLOAD_KINDS.signature);
    return saveSignature(ctx, identity, part.file);
  });

  serveEndpoint(app, ctx.guard, E.signature, async ({ identity, reply }) => {
    const { size, content } = await openSignature(ctx, identity);
    return reply
      .header('content-type', 'image/png')
      .header('content-length', size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=0, must-revalidate')
      .send(content);
  });
}
