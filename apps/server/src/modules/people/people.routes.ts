import type { FastifyInstance } from 'fastify';
import { UPLOAD_KINDS } from '@thamani/domain/documents';
import { PEOPLE_ENDPOINTS as E } from '@thamani/domain/people.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { readFilePart } from '#platform/storage/multipart.ts';
import {
  changePersonRole,
  deactivatePerson,
  getPerson,
  listPeople,
  openValuerSignature,
  reactivatePerson,
  replaceValuerSignature,
  updateValuerDetails,
} from './people.service.ts';

/** Everyone with an account, for the admins (PEOPLE_ENDPOINTS). */
export function registerPeopleRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, E.list, ({ query }) => listPeople(ctx, query));

  serveEndpoint(app, ctx.guard, E.detail, ({ identity, params }) => getPerson(ctx, identity, params.userId));

  serveEndpoint(app, ctx.guard, E.changeRole, ({ identity, params, body }) => changePersonRole(ctx, identity, params.userId, body.role));

  serveEndpoint(app, ctx.guard, E.deactivate, ({ identity, params, body }) => deactivatePerson(ctx, identity, params.userId, body));

  serveEndpoint(app, ctx.guard, E.reactivate, ({ identity, params }) => reactivatePerson(ctx, identity, params.userId));

  serveEndpoint(app, ctx.guard, E.updateValuer, ({ identity, params, body }) => updateValuerDetails(ctx, identity, params.userId, body));

  serveEndpoint(app, ctx.guard, E.uploadSignature, ({ identity, params, request }) =>
    replaceValuerSignature(ctx, identity, params.userId, async () => (await readFilePart(request, UPLOAD_KINDS.signature)).file),
  );

  serveEndpoint(app, ctx.guard, E.signature, async ({ params, reply }) => {
    const { size, content } = await openValuerSignature(ctx, params.userId);
    return reply
      .header('content-type', 'image/png')
      .header('content-length', size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=0, must-revalidate')
      .send(content);
  });
}
