import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from '@thamani/domain/app-error';
import { endpoint, pathOf } from '@thamani/domain/endpoints';
import type { Permission } from '@thamani/domain/access';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { serveEndpoint } from './endpoint-routes.ts';
import { registerErrorHandler } from './errors.ts';

const PERSON = { userId: 'u1', role: 'admin', profileId: 'p1' } as unknown as Identity;

/** A guard that lets in whoever holds `allowed` and records what each route asked. */
function fakeGuard(allowed: Permission[]) {
  const asked: Permission[] = [];
  const signIn = (request: FastifyRequest) => {
    request.identity = PERSON;
  };
  return {
    asked,
    authenticate: (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      signIn(request);
      done();
    },
    requirePermission: (permission: Permission) => {
      asked.push(permission);
      return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
        signIn(request);
        done(allowed.includes(permission) ? undefined : new AppError('FORBIDDEN', 'Not for you'));
      };
    },
  };
}

const rename = endpoint({
  method: 'PUT',
  path: '/api/things/:thingId',
  access: 'firm:manage',
  params: z.object({ thingId: z.uuid() }),
  body: z.object({ name: z.string().min(2) }),
  response: z.object({ id: z.string(), name: z.string(), by: z.string() }),
  tag: 'things',
  summary: 'Rename a thing',
});
const open = endpoint({ method: 'GET', path: '/api/things/open', access: 'public', response: z.object({ signedIn: z.boolean() }), tag: 'things', summary: 'Anyone' });
const create = endpoint({
  method: 'POST',
  path: '/api/things',
  access: 'signed-in',
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.string() }),
  status: 201,
  tag: 'things',
  summary: 'Create a thing',
});
const remove = endpoint({ method: 'DELETE', path: '/api/things/:thingId', access: 'signed-in', params: z.object({ thingId: z.uuid() }), response: z.null(), status: 204, tag: 'things', summary: 'Remove a thing' });

async function appWith(allowed: Permission[]) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const guard = fakeGuard(allowed);
  const handler = vi.fn(({ params, body, identity }: { params: { thingId: string }; body: { name: string }; identity: Identity }) =>
    Promise.resolve({ id: params.thingId, name: body.name, by: identity.userId }),
  );
  serveEndpoint(app, guard, rename, handler);
  serveEndpoint(app, guard, open, ({ identity }) => Promise.resolve({ signedIn: identity !== null }));
  serveEndpoint(app, guard, create, ({ body }) => Promise.resolve({ id: body.name, secret: 'not sent' }));
  serveEndpoint(app, guard, remove, () => Promise.resolve(null));
  await app.ready();
  return { app, guard, handler };
}

const ID = '7b0a4a4e-5f7e-4c55-9f57-2a3cbb1e9f10';

describe('serveEndpoint (a route registered from its contract)', () => {
  it('serves the contract’s method and path, with the caller and the parsed inputs', async () => {
    const { app, guard } = await appWith(['firm:manage']);
    const response = await app.inject({ method: 'PUT', url: pathOf(rename, { thingId: ID }), payload: { name: 'Plot 7' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: ID, name: 'Plot 7', by: 'u1' });
    expect(guard.asked).toEqual(['firm:manage']);
  });

  it('turns away a caller without the permission before the handler runs', async () => {
    const { app, handler } = await appWith([]);
    const response = await app.inject({ method: 'PUT', url: pathOf(rename, { thingId: ID }), payload: { name: 'Plot 7' } });
    expect(response.statusCode).toBe(403);
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses a body or a parameter the contract does not accept (400), the handler never seeing it', async () => {
    const { app, handler } = await appWith(['firm:manage']);
    expect((await app.inject({ method: 'PUT', url: pathOf(rename, { thingId: ID }), payload: { name: 'x' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'PUT', url: pathOf(rename, { thingId: 'not-an-id' }), payload: { name: 'Plot 7' } })).statusCode).toBe(400);
    expect(handler).not.toHaveBeenCalled();
  });

  it('serves a public endpoint to anyone, without a guard', async () => {
    const { app } = await appWith([]);
    const response = await app.inject({ method: 'GET', url: pathOf(open) });
    expect(response.json()).toEqual({ signedIn: false });
  });

  it('answers with the status the contract names, its schema shaping the body (201), or no body at all (204)', async () => {
    const { app } = await appWith([]);
    const created = await app.inject({ method: 'POST', url: pathOf(create), payload: { name: 'Plot 7' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: 'Plot 7' });
    const removed = await app.inject({ method: 'DELETE', url: pathOf(remove, { thingId: ID }) });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
  });

  it('keeps an error’s status when a contract names another success', async () => {
    const { app } = await appWith([]);
    const refused = await app.inject({ method: 'POST', url: pathOf(create), payload: { name: 7 } });
    expect(refused.statusCode).toBe(400);
  });

  it('declares the success status in the route’s schema (the OpenAPI document reads it)', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const schemas: Record<string, unknown> = {};
    app.addHook('onRoute', (route) => {
      schemas[`${String(route.method)} ${route.url}`] = route.schema?.response;
    });
    const guard = fakeGuard([]);
    serveEndpoint(app, guard, create, () => Promise.resolve({ id: 'x' }));
    serveEndpoint(app, guard, open, () => Promise.resolve({ signedIn: false }));
    await app.ready();
    expect(Object.keys(schemas['POST /api/things'] as object)).toEqual(['201']);
    expect(Object.keys(schemas['GET /api/things/open'] as object)).toEqual(['200']);
  });

  it('documents each status of a success that may answer with several, and answers with the one the handler names', async () => {
    const save = endpoint({
      method: 'POST',
      path: '/api/things/:thingId/notes',
      access: 'signed-in',
      params: z.object({ thingId: z.uuid() }),
      body: z.object({ key: z.string() }),
      response: z.object({ key: z.string() }),
      status: [200, 201],
      tag: 'things',
      summary: 'Save a note (201; a resend of its key 200)',
    });
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    let documented: unknown;
    app.addHook('onRoute', (route) => {
      documented = route.schema?.response;
    });
    const seen = new Set<string>();
    serveEndpoint(app, fakeGuard([]), save, ({ body, reply }) => {
      reply.code(seen.has(body.key) ? 200 : 201);
      seen.add(body.key);
      return Promise.resolve({ key: body.key, secret: 'not sent' });
    });
    await app.ready();
    expect(Object.keys(documented as object)).toEqual(['200', '201']);
    const first = await app.inject({ method: 'POST', url: pathOf(save, { thingId: ID }), payload: { key: 'k1' } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ key: 'k1' });
    const again = await app.inject({ method: 'POST', url: pathOf(save, { thingId: ID }), payload: { key: 'k1' } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ key: 'k1' });
  });

  it('validates the body with the server’s own schema where the route gives one (a rule reading its clock), the contract’s shape', async () => {
    const book = endpoint({
      method: 'POST',
      path: '/api/things/bookings',
      access: 'signed-in',
      body: z.object({ day: z.string() }),
      response: z.object({ day: z.string() }),
      tag: 'things',
      summary: 'Book a day',
    });
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const today = '2030-03-04';
    const notPast = z.object({ day: z.string().refine((day) => day >= today, { error: 'That day has passed' }) });
    serveEndpoint(app, fakeGuard([]), book, ({ body }) => Promise.resolve({ day: body.day }), { body: notPast });
    await app.ready();
    expect((await app.inject({ method: 'POST', url: pathOf(book), payload: { day: '2030-03-05' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: pathOf(book), payload: { day: '2030-03-01' } })).statusCode).toBe(400);
  });
});
