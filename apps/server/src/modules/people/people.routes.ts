import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UPLOAD_KINDS } from '@thamani/domain/documents';
import {
  AdminValuerProfileBodySchema,
  ChangeRoleBodySchema,
  DeactivateBodySchema,
  PeoplePageSchema,
  PeopleQuerySchema,
  PersonDetailSchema,
  PersonParamsSchema,
} from '@thamani/domain/people';
import type { AppContext } from '#context.ts';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';
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

export function registerPeopleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = AUTH_SECURITY;
  const tags = ['admin'];
  const peopleManagers = { preHandler: ctx.guard.requirePermission('people:manage') };
  const params = PersonParamsSchema;
  const kind = UPLOAD_KINDS.signature;

  r.get(
    '/api/admin/users',
    {
      ...peopleManagers,
      schema: {
        tags,
        summary: 'Everyone (admins): name or e-mail contains q, role, active/deactivated; newest first, keyset pages',
        security,
        querystring: PeopleQuerySchema,
        response: { 200: PeoplePageSchema },
      },
    },
    async (request) => listPeople(ctx, request.query),
  );

  r.get(
    '/api/admin/users/:userId',
    {
      ...peopleManagers,
      schema: {
        tags,
        summary: 'A person (admins): role, status, sign-ins, devices, two-factor, valuer details, recent activity',
        security,
        params,
        response: { 200: PersonDetailSchema },
      },
    },
    async (request) => getPerson(ctx, getIdentity(request), request.params.userId),
  );

  r.put(
    '/api/admin/users/:userId/role',
    {
      ...peopleManagers,
      schema: {
        tags,
        summary: 'Change a person’s role (admins; audited, instant in every open page). Not your own admin role, not the last admin’s',
        security,
        params,
        body: ChangeRoleBodySchema,
        response: { 200: PersonDetailSchema },
      },
    },
    async (request) => changePersonRole(ctx, getIdentity(request), request.params.userId, request.body.role),
  );

  r.post(
    '/api/admin/users/:userId/deactivate',
    {
      ...peopleManagers,
      schema: {
        tags,
        summary: 'Deactivate an account with a reason (admins): every session ends at once, sign-in is refused',
        security,
        params,
        body: DeactivateBodySchema,
        response: { 200: PersonDetailSchema },
      },
    },
    async (request) => deactivatePerson(ctx, getIdentity(request), request.params.userId, request.body),
  );

  r.post(
    '/api/admin/users/:userId/reactivate',
    {
      ...peopleManagers,
      schema: { tags, summary: 'Let a deactivated person sign in again (admins; audited)', security, params, response: { 200: PersonDetailSchema } },
    },
    async (request) => reactivatePerson(ctx, getIdentity(request), request.params.userId),
  );

  r.put(
    '/api/admin/users/:userId/valuer-profile',
    {
      ...peopleManagers,
      schema: {
        tags,
        summary: 'Record a valuer’s VRB number, practising certificate (year, expiry) and phone (admins; audited)',
        security,
        params,
        body: AdminValuerProfileBodySchema,
        response: { 200: PersonDetailSchema },
      },
    },
    async (request) => updateValuerDetails(ctx, getIdentity(request), request.params.userId, request.body),
  );

  r.put(
    '/api/admin/users/:userId/valuer-profile/signature',
    {
      ...peopleManagers,
      schema: {
        tags,
        summary: 'Replace a valuer’s signature image (admins)',
        description: `multipart/form-data with one \`file\`: PNG or JPEG by content, at most ${kind.maxBytes / 1024 / 1024} MB (413 when larger, 415 for another type). Stored re-encoded as PNG.`,
        consumes: ['multipart/form-data'],
        security,
        params,
        response: { 200: PersonDetailSchema },
      },
    },
    async (request) =>
      replaceValuerSignature(ctx, getIdentity(request), request.params.userId, async () => (await readFilePart(request, kind)).file),
  );

  r.get(
    '/api/admin/users/:userId/valuer-profile/signature',
    { ...peopleManagers, schema: { tags, summary: 'A valuer’s signature image (admins; PNG, 404 when none)', security, params } },
    async (request, reply) => {
      const { size, content } = await openValuerSignature(ctx, request.params.userId);
      return reply
        .header('content-type', 'image/png')
        .header('content-length', size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=0, must-revalidate')
        .send(content);
    },
  );
}
