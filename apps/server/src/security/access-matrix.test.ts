import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { newActor, PUBLIC_URL, signIn, uniqueEmail } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import {
  ACCESS,
  AUTH_ENDPOINTS,
  ROUTE_RULES,
  SIGNED_IN,
  authUrl,
  concreteUrl,
  expectedStatus,
  methodOf,
  onlyReads,
  type RouteRule,
} from '../test/security/route-table.ts';
import { multipartBody } from '../test/multipart.ts';
import { ACTORS, ROLE_OF, createWorld, expectErrorShape, expectNoLeak, type ActorName, type World } from '../test/security/world.ts';

/**
 * Every route × {anonymous, client, other client, agent, other agent, admin}, generated from the
 * app's own route table (buildApp's onRoute list) and the one-word rule declared per route in
 * route-table.ts. The fixtures belong to `client` and `agent`, so the "other" actors are the
 * foreign cells. See docs/security-tests.md.
 */

// No throttling here: the matrix signs in and up many times from one address (auth-hardening
// tests the limits).
const generous = {
  signInPerIp: 100_000,
  signInFailedPerAccount: 100_000,
  signUpPerIp: 100_000,
  signUpPerAccount: 100_000,
};

const t = useTestApp({ clock: true, overrides: { rateLimit: generous as never }, timeoutMs: 180_000 });
let world: World;
let baseUrl: string;

beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  world = await createWorld(t.app);
}, 180_000);

function routeKeys(target: App): string[] {
  return [...new Set(target.routeTable.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`))].sort();
}

describe('the route table', () => {
  it('declares every route the t.app registers, and nothing it does not', () => {
    const registered = routeKeys(t.app);
    const declared = Object.keys(ROUTE_RULES).sort();
    expect(
      registered.filter((k) => !declared.includes(k)),
      'routes without a rule in test/security/route-table.ts',
    ).toEqual([]);
    expect(
      declared.filter((k) => !registered.includes(k)),
      'rules for routes that no longer exist',
    ).toEqual([]);
  });

  it('declares every endpoint better-auth serves behind /api/auth/*', () => {
    const served = new Set<string>();
    for (const endpoint of Object.values(
      t.app.ctx.auth.api as unknown as Record<string, { path?: string; options?: { method?: string | string[] } }>,
    )) {
      if (!endpoint.path) {
        continue; // server-only (no HTTP path)
      }
      for (const method of [endpoint.options?.method ?? 'GET'].flat()) {
        served.add(`${method === '*' ? 'GET' : method} ${endpoint.path}`);
      }
    }
    const declared = Object.keys(AUTH_ENDPOINTS);
    expect([...served].filter((k) => !declared.includes(k)).sort(), 'better-auth endpoints without a rule').toEqual([]);
    expect(
      declared.filter((k) => !served.has(k)),
      'rules for endpoints better-auth no longer serves',
    ).toEqual([]);
  });

  it('covers the auth endpoints the web t.app and docs/api.md name', () => {
    const web = Object.entries(AUTH_ENDPOINTS)
      .filter(([, r]) => r.web)
      .map(([k]) => k.split(' ')[1]);
    for (const path of [
      '/sign-up/email',
      '/sign-in/email',
      '/sign-out',
      '/get-session',
      '/token',
      '/revoke-sessions',
      '/request-password-reset',
      '/reset-password',
      '/verify-email',
    ]) {
      expect(web).toContain(path);
    }
  });

  it('has an expectation for every actor in every access rule', () => {
    for (const cells of Object.values(ACCESS)) {
      expect(Object.keys(cells).sort()).toEqual([...ACTORS].sort());
    }
  });
});

async function callRoute(key: string, rule: RouteRule, actor: ActorName, fixture: Awaited<ReturnType<World['make']>>) {
  const c = { fixture, world, actor };
  const url = concreteUrl(key, rule, c);
  const method = methodOf(key);
  const cookie = actor === 'anonymous' ? undefined : world.actors[actor].cookie;
  const expected = expectedStatus(rule, actor);
  if (rule.stream && expected < 300) {
    // An event stream never ends: read the status over a socket, then hang up.
    const controller = new AbortController();
    const res = await fetch(`${baseUrl}${url}`, { headers: cookie ? { cookie } : {}, signal: controller.signal });
    const type = res.headers.get('content-type') ?? '';
    controller.abort();
    return { status: res.status, body: '', type };
  }
  const upload = rule.multipart?.(c);
  const form = upload ? multipartBody(upload.fields, upload.file) : undefined;
  const body = form?.payload ?? rule.body?.(c);
  const res = await t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...form?.headers, origin: PUBLIC_URL },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.body, type: res.headers['content-type'] as string | undefined };
}

describe('access matrix: route × actor', () => {
  for (const [key, rule] of Object.entries(ROUTE_RULES).filter(([, r]) => !r.proxy)) {
    it(`${key} (${rule.access})`, async () => {
      let fixture = await (onlyReads(key, rule) ? world.shared(rule.fixture) : world.make(rule.fixture));
      const expected: Record<string, number> = {};
      const actual: Record<string, number> = {};
      for (const actor of ACTORS) {
        expected[actor] = expectedStatus(rule, actor);
        const res = await callRoute(key, rule, actor, fixture);
        actual[actor] = res.status;
        expectNoLeak(res.body);
        if (res.status >= 400) {
          expectErrorShape(res.status, res.body, res.type);
          expect(JSON.parse(res.body)).toHaveProperty('code');
        }
        if (res.status < 300 && rule.mutates) {
          fixture = await world.make(rule.fixture);
        }
      }
      expect(actual, JSON.stringify(actual)).toEqual(expected);
    });
  }

  it('state-dependent cells: open requests, taken requests, late cancels', async () => {
    const inject = (actor: Exclude<ActorName, 'anonymous'>, method: 'GET' | 'POST', url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url,
        headers: { cookie: world.actors[actor].cookie },
        ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      });
    const open = await world.make('pendingRequest');
    // Any agent may read an open, unassigned request (to accept it); another client may not.
    expect((await inject('otherAgent', 'GET', `/api/requests/${open.requestId}`)).statusCode).toBe(200);
    expect((await inject('otherClient', 'GET', `/api/requests/${open.requestId}`)).statusCode).toBe(404);
    // A taken request: accepting it again is the lost race of docs/api.md, 409.
    const taken = await world.make('assignedRequest');
    expect((await inject('otherAgent', 'POST', `/api/requests/${taken.requestId}/accept`)).statusCode).toBe(409);
    // Once a visit is booked the client can no longer cancel (409); an admin still can.
    const booked = await world.make('scheduledVisit');
    expect((await inject('client', 'POST', `/api/requests/${booked.requestId}/cancel`, {})).statusCode).toBe(409);
    expect((await inject('agent', 'POST', `/api/requests/${booked.requestId}/release`)).statusCode).toBe(409);
    // Clients never reach the visit area, not even for the visit of their own request.
    expect((await inject('client', 'GET', `/api/visits/${booked.visitId}`)).statusCode).toBe(403);
    expect(
      (await inject('admin', 'POST', `/api/requests/${booked.requestId}/cancel`, { reason: 'Duplicate order' }))
        .statusCode,
    ).toBe(200);
    // Its visit was cancelled with it: the agent can no longer complete it.
    expect((await inject('agent', 'POST', `/api/visits/${booked.visitId}/complete`)).statusCode).toBe(409);
  });
});

describe('access matrix: better-auth endpoints × actor', () => {
  for (const [key, rule] of Object.entries(AUTH_ENDPOINTS)) {
    it(`${key}${rule.why ? ` — ${rule.why}` : ''}`, async () => {
      const method = key.slice(0, key.indexOf(' ')) as 'GET' | 'POST';
      const expected: Record<string, number> = {};
      const actual: Record<string, number> = {};
      for (const actor of ACTORS) {
        let cookie: string | undefined;
        let email = world.actors.client.email;
        if (actor !== 'anonymous') {
          const a = world.actors[actor];
          email = a.email;
          cookie = a.cookie;
          if (rule.consumes === 'session') {
            cookie = await signIn(t.app, a.email, 'secret123');
          } else if (rule.consumes === 'user') {
            const fresh = await newActor(t.app, ROLE_OF[actor]);
            cookie = fresh.cookie;
            email = fresh.email;
          }
        }
        const body = rule.body?.({ actor, email, world, fresh: () => uniqueEmail('security') });
        const res = await t.app.inject({
          method,
          url: authUrl(key, rule),
          headers: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) },
          ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
        });
        expected[actor] = actor === 'anonymous' ? rule.anonymous : rule.signedIn;
        actual[actor] = res.statusCode;
        if (process.env.DEBUG_MATRIX) {
          console.log(key, actor, res.statusCode, res.headers['content-type'], res.body.slice(0, 200));
        }
        expectNoLeak(res.body);
        expectErrorShape(res.statusCode, res.body, res.headers['content-type'] as string | undefined);
      }
      expect(actual, JSON.stringify(actual)).toEqual(expected);
    });
  }

  it('the shared sessions survived the auth cells (the matrix above did not sign its cast out)', async () => {
    for (const actor of SIGNED_IN) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/validate',
        headers: { cookie: world.actors[actor].cookie },
      });
      expect(res.json()).toEqual({ role: ROLE_OF[actor] });
    }
  });
});
