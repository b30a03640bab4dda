import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RouteEntry } from '../app.ts';
import { PUBLIC_URL, requestBody } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { REQUEST_DOCUMENT_CATEGORIES } from '@thamani/domain/documents';
import { multipartBody, tinyPdf } from '../test/multipart.ts';
import { AUTH_ENDPOINTS, ROUTE_RULES, authUrl, expectedStatus, idFor, methodOf, onlyReads, type RouteRule } from '../test/security/route-table.ts';
import {
  createWorld,
  expectErrorShape,
  expectNoLeak,
  type ActorName,
  type Fixture,
  type SignedInActor,
  type World,
} from '../test/security/world.ts';

/**
 * Property-based fuzzing (fast-check) of every route's body, query and path parameters, derived
 * from the zod schemas the routes register. The oracle is the route's own schema: input it
 * refuses must come back 400 VALIDATION naming exactly the fields it complains about; input it
 * accepts must never be a VALIDATION error about fields the route does not have. Always: no 5xx,
 * no stack, file path or SQL in the body, the `{ code, message, fields? }` shape.
 */

const generous = {
  signInPerIp: 100_000,
  signInFailedPerAccount: 100_000,
  signUpPerIp: 100_000,
  signUpPerAccount: 100_000,
};
const RUNS = 20;

const t = useTestApp({ clock: true, overrides: { rateLimit: generous as never }, timeoutMs: 180_000 });
let world: World;

beforeAll(async () => {
  world = await createWorld(t.app);
}, 180_000);

// ---------------------------------------------------------------------------------------------
// Hostile values.

const MEGA = 'A'.repeat(1024 * 1024 + 16); // over Fastify's 1 MiB body limit
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '   \t\n ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  "javascript:alert('x')",
  "'; DROP TABLE valuation_requests; --",
  "' OR '1'='1",
  '1; SELECT pg_sleep(10)--',
  "Robert'); DELETE FROM profiles;--",
  '${7*7}{{7*7}}<%= 7*7 %>',
  '../../../../etc/passwd',
  '%00',
  '%27%20OR%201%3D1',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil.exe\u202C',
  'مرحبا بالعالم',
  'שלום',
  '👩🏽‍💻🏠🇰🇪',
  '\uFEFF\u200B\u200D',
  '\r\nSet-Cookie: pwned=1',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2030-02-30',
  '9999-12-31T23:59:59-23:59',
  '0000-01-01T00:00:00Z',
  'true',
  '[]',
  '{}',
];
const hostileString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 121, maxLength: 6000 }) },
  { weight: 1, arbitrary: fc.constant(MEGA) },
);
const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 3.7, -273.15, 1e308, -1e308, 2 ** 53 + 1, 1e-300, 31, 100, 101, 10_000_001),
  fc.double(),
  fc.integer(),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 2 }) },
);
/** Keys a client should never be able to set (mass assignment) plus prototype tricks. */
const hostileKey = fc.oneof(
  fc.constantFrom(
    'role',
    'status',
    'requesterId',
    'assignedAgentId',
    'agentId',
    'priority',
    'userId',
    'id',
    'price',
    'approvedBy',
    'constructor',
  ),
  fc.string({ maxLength: 12 }),
);

type Mutation =
  | { kind: 'set'; field: string; value: unknown }
  | { kind: 'drop'; field: string }
  | { kind: 'extra'; field: string; value: unknown }
  | { kind: 'replace'; value: unknown };

function mutation(fields: string[]): fc.Arbitrary<Mutation> {
  const field = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('x');
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('set' as const), field, value: hostileValue }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), field }) },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('extra' as const), field: hostileKey, value: hostileValue }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace' as const), value: hostileValue }) },
  );
}

function apply(base: Record<string, unknown>, m: Mutation): unknown {
  switch (m.kind) {
    case 'set':
      return { ...base, [m.field]: m.value };
    case 'drop': {
      const { [m.field]: _dropped, ...rest } = base;
      return rest;
    }
    case 'extra':
      return m.field === '__proto__' ? base : { ...base, [m.field]: m.value };
    case 'replace':
      return m.value;
  }
}

// ---------------------------------------------------------------------------------------------
// The oracle.

/** The field names of a zod object schema (through pipes and transforms). */
function fieldsOf(schema: unknown): string[] {
  let s = schema as { shape?: Record<string, unknown>; in?: unknown; def?: { innerType?: unknown } } | undefined;
  for (let i = 0; i < 5 && s; i++) {
    if (s.shape) {
      return Object.keys(s.shape);
    }
    s = (s.in ?? s.def?.innerType) as typeof s;
  }
  return [];
}

/** What the error handler reports: one key per issue path ('_' for the whole value). */
function expectedFields(schema: z.ZodType, input: unknown): string[] | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) {
    return null;
  }
  return [...new Set(parsed.error.issues.map((i) => i.path.map(String).join('.') || '_'))].sort();
}

type Part = 'body' | 'querystring' | 'params';

interface Sent {
  status: number;
  body: string;
  type: string | undefined;
}

function checkResponse(
  res: Sent,
  opts: {
    schema: z.ZodType;
    input: unknown;
    part: Part;
    fields: string[];
    expectOk: number | null;
    payloadBytes: number;
  },
) {
  expect(res.status, res.body.slice(0, 300)).toBeLessThan(500);
  expectNoLeak(res.body);
  expectErrorShape(res.status, res.body, res.type);
  const json = res.status >= 400 ? (JSON.parse(res.body) as { code: string; fields?: Record<string, string> }) : null;
  if (json) {
    expect(typeof json.code).toBe('string');
  }
  if (res.status === 413) {
    expect(opts.payloadBytes).toBeGreaterThan(1024 * 1024);
    return;
  }
  if (opts.part === 'params' && res.status === 404 && !json?.code.startsWith('NOT_FOUND')) {
    return;
  }
  const wanted = expectedFields(opts.schema, opts.input);
  if (wanted) {
    expect(res.status, `the schema refuses ${JSON.stringify(opts.input)?.slice(0, 200)}`).toBe(400);
    expect(json?.code).toBe('VALIDATION');
    expect(Object.keys(json?.fields ?? {}).sort()).toEqual(wanted);
    return;
  }
  if (res.status === 400 && json?.code === 'VALIDATION') {
    // A rule the service checks (e.g. "the property is not this request's"): still a field of the route.
    for (const key of Object.keys(json.fields ?? {})) {
      expect([...opts.fields, '_']).toContain(key);
    }
  }
  if (opts.expectOk === 401) {
    expect(res.status).toBe(401);
  }
}

// ---------------------------------------------------------------------------------------------

interface Target {
  key: string;
  rule: RouteRule;
  entry: RouteEntry;
  parts: Part[];
  /** An actor whose cell is a success (so validation and the handler are really reached). */
  actor: SignedInActor;
}

function targets(): Target[] {
  const out: Target[] = [];
  for (const [key, rule] of Object.entries(ROUTE_RULES)) {
    if (rule.proxy || rule.stream) {
      continue;
    }
    const entry = t.app.routeTable.find((r) => `${r.method} ${r.url}` === key);
    const schema = entry?.schema as Record<string, unknown> | undefined;
    const parts = (['body', 'querystring', 'params'] as const).filter((p) => schema?.[p]);
    if (!entry || parts.length === 0) {
      continue;
    }
    const actor = (['client', 'agent', 'admin'] as const).find((a) => expectedStatus(rule, a) < 300) ?? 'client';
    out.push({ key, rule, entry, parts, actor });
  }
  return out;
}

function send(
  key: string,
  actor: ActorName,
  url: string,
  body: string | undefined,
  contentType = 'application/json',
): Promise<Sent> {
  const cookie = actor === 'anonymous' ? undefined : world.actors[actor].cookie;
  return t.app
    .inject({
      method: methodOf(key),
      url,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': contentType }),
        origin: PUBLIC_URL,
      },
      ...(body === undefined ? {} : { payload: body }),
    })
    .then((res) => ({
      status: res.statusCode,
      body: res.body,
      type: res.headers['content-type'] as string | undefined,
    }));
}

function wellFormed(value: string): string {
  return value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

function queryString(value: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(value)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      params.append(k, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  return params.toString();
}

/** The query object the server sees (repeated keys become arrays). */
function parseQuery(qs: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(qs)) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

describe('fuzz every route: hostile body, query and path values', () => {
  it('finds a schema on every route that takes input', () => {
    const names = targets().map((t) => t.key);
    for (const key of [
      'POST /api/requests',
      'PUT /api/me/role',
      'GET /api/requests/:id',
      'POST /api/visits',
      'PUT /api/visits/:id/review',
      'GET /api/visits',
      'POST /api/notifications/:id/read',
    ]) {
      expect(names).toContain(key);
    }
  });

  const keys = Object.entries(ROUTE_RULES)
    .filter(([, r]) => !r.proxy && !r.stream)
    .map(([k]) => k);
  for (const key of keys) {
    it(key, async () => {
      const target = targets().find((t) => t.key === key);
      if (!target) {
        return; // no body, query or params: nothing to fuzz (covered by the matrix)
      }
      const fixture: Fixture = await (onlyReads(key, target.rule) ? world.shared(target.rule.fixture) : world.make(target.rule.fixture));
      const schemas = target.entry.schema as Record<Part, z.ZodType | undefined>;
      const pathTemplate = key.slice(key.indexOf(' ') + 1);
      const baseBody = (target.rule.body?.({ fixture, world, actor: target.actor }) ?? {}) as Record<string, unknown>;
      const baseId = idFor(target.rule.fixture, fixture);
      // The route's first path parameter ('id' on most routes, 'code' on /api/verify/:code).
      const idParam = /:([A-Za-z]+)/.exec(pathTemplate)?.[1] ?? 'id';

      await fc.assert(
        fc.asyncProperty(
          fc
            .constantFrom(...target.parts)
            .chain((part) => fc.tuple(fc.constant(part), mutation(fieldsOf(schemas[part])))),
          fc.constantFrom<ActorName>(target.actor, 'anonymous'),
          async ([part, m], actor) => {
            let params: Record<string, unknown> = pathTemplate.includes(':photoId') ? { id: baseId, photoId: fixture.photoId } : { [idParam]: baseId };
            let query: Record<string, unknown> = {};
            let body: unknown = schemas.body ? baseBody : undefined;
            if (part === 'params') {
              const mutated = apply(params, m);
              params =
                typeof mutated === 'object' && mutated !== null && !Array.isArray(mutated)
                  ? (mutated as Record<string, unknown>)
                  : { [idParam]: mutated };
            } else if (part === 'querystring') {
              const mutated = apply(query, m);
              query =
                typeof mutated === 'object' && mutated !== null && !Array.isArray(mutated)
                  ? (mutated as Record<string, unknown>)
                  : { q: mutated };
            } else {
              body = apply(baseBody, m);
            }
            const rawId = params[idParam];
            // A URL cannot carry a lone surrogate: it reaches the server as U+FFFD, as a browser would send it.
            const idText = wellFormed(
              rawId === undefined
                ? ''
                : typeof rawId === 'object' && rawId !== null
                  ? JSON.stringify(rawId)
                  : String(rawId),
            );
            const rawPhotoId = params.photoId;
            const photoIdText = wellFormed(
              typeof rawPhotoId === 'object' && rawPhotoId !== null ? JSON.stringify(rawPhotoId) : String(rawPhotoId ?? ''),
            );
            const path = pathTemplate.replace(`:${idParam}`, encodeURIComponent(idText)).replace(':photoId', encodeURIComponent(photoIdText));
            const qs = queryString(query);
            const bodyText = body === undefined ? undefined : JSON.stringify(body);
            const res = await send(key, actor, qs ? `${path}?${qs}` : path, bodyText);
            const input =
              part === 'params'
                ? pathTemplate.includes(':photoId')
                  ? { id: idText, photoId: photoIdText }
                  : { [idParam]: idText }
                : part === 'querystring'
                  ? parseQuery(qs)
                  : bodyText === undefined
                    ? undefined
                    : JSON.parse(bodyText);
            const schema = schemas[part] as z.ZodType;
            // Anonymous: validation runs before the guard, so valid input meets the 401.
            const anonymousOk = actor === 'anonymous' && expectedStatus(target.rule, 'anonymous') === 401 ? 401 : null;
            // Every part must be valid for the 401 to be owed; the other parts are the valid base.
            checkResponse(res, {
              schema,
              input,
              part,
              fields: fieldsOf(schema),
              expectOk: anonymousOk,
              payloadBytes: bodyText?.length ?? 0,
            });
          },
        ),
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20_301_104) },
      );
    });
  }
});

describe('malformed JSON and wrong content types', () => {
  it('every route with a body answers 400/413/415 in the error shape, never 5xx', async () => {
    const bodies: Array<[string, string]> = [
      ['{"title":', 'application/json'],
      ['{"a":1}{"b":2}', 'application/json'],
      ['', 'application/json'],
      ['\u0000', 'application/json'],
      ['{"__proto__":{"role":"admin"}}', 'application/json'],
      ['{"constructor":{"prototype":{"role":"admin"}}}', 'application/json'],
      ['title=x&role=admin', 'application/x-www-form-urlencoded'],
      ['<xml><title>x</title></xml>', 'application/xml'],
      ['just text', 'text/plain'],
      ['--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--b--', 'multipart/form-data; boundary=b'],
    ];
    const fixture = await world.make('scheduledVisit');
    for (const [key, rule] of Object.entries(ROUTE_RULES)) {
      if (!rule.body || rule.proxy) {
        continue;
      }
      const actor = (['client', 'agent', 'admin'] as const).find((a) => expectedStatus(rule, a) < 300) ?? 'client';
      const path = key
        .slice(key.indexOf(' ') + 1)
        .replace(':id', rule.fixture === 'scheduledVisit' ? fixture.visitId : fixture.requestId);
      for (const [payload, type] of bodies) {
        const res = await send(key, actor, path, payload, type);
        expect([400, 413, 415], `${key} with ${type}: ${payload.slice(0, 30)} → ${res.body}`).toContain(res.status);
        expectNoLeak(res.body);
        expectErrorShape(res.status, res.body, res.type);
      }
    }
  });
});

describe('multipart uploads: broken forms and hostile files, never a 5xx', () => {
  const uploads = Object.entries(ROUTE_RULES).filter(([, r]) => r.multipart && r.fuzzUpload !== false);

  it('finds the upload routes', () => {
    expect(uploads.map(([k]) => k)).toContain('POST /api/requests/:id/documents');
  });

  for (const [key, rule] of uploads) {
    it(`${key}: malformed multipart bodies answer 400/413/415`, async () => {
      const fixture = await world.make(rule.fixture);
      const actor = (['client', 'agent', 'admin'] as const).find((a) => expectedStatus(rule, a) < 300) ?? 'client';
      const path = key.slice(key.indexOf(' ') + 1).replace(':id', fixture.requestId);
      const valid = multipartBody({ category: 'title_deed' }, { filename: 'a.pdf', contentType: 'application/pdf', content: tinyPdf() });
      const field = (name: string, value: string) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const filePart = (name: string) => `--b\r\nContent-Disposition: form-data; name="${name}"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n${tinyPdf().toString()}\r\n`;
      const bodies: Array<[string | Buffer, string]> = [
        [valid.payload.subarray(0, valid.payload.length - 40), valid.headers['content-type'] ?? ''],
        [`${field('category', 'other')}--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4`, 'multipart/form-data; boundary=b'],
        ['', 'multipart/form-data; boundary=b'],
        ['garbage', 'multipart/form-data'],
        ['--x\r\n\r\n--x--', 'multipart/form-data; boundary=y'],
        [`${Array.from({ length: 20 }, (_, i) => field(`f${i}`, 'x')).join('')}${filePart('file')}--b--\r\n`, 'multipart/form-data; boundary=b'],
        [`${field('category', 'x'.repeat(5000))}${filePart('file')}--b--\r\n`, 'multipart/form-data; boundary=b'],
        [`${field('__proto__', 'x')}${filePart('file')}--b--\r\n`, 'multipart/form-data; boundary=b'],
        ['{"category":"other"}', 'application/json'],
        ['category=other', 'application/x-www-form-urlencoded'],
      ];
      for (const [payload, type] of bodies) {
        const res = await send(key, actor, path, payload as string, type);
        expect([400, 413, 415], `${key} with ${type}: ${String(payload).slice(0, 60)} → ${res.body}`).toContain(res.status);
        expectNoLeak(res.body);
        expectErrorShape(res.status, res.body, res.type);
      }
      // One file per upload: a second one is not read, let alone stored.
      const twoFiles = await send(key, actor, path, `${field('category', 'other')}${filePart('file')}${filePart('file2')}--b--\r\n`, 'multipart/form-data; boundary=b');
      expect(twoFiles.status, twoFiles.body).toBe(201);
    });

    it(`${key}: hostile categories, names, declared types and bytes`, async () => {
      const fixture = await world.make(rule.fixture);
      const actor = (['client', 'agent', 'admin'] as const).find((a) => expectedStatus(rule, a) < 300) ?? 'client';
      const path = key.slice(key.indexOf(' ') + 1).replace(':id', fixture.requestId);
      const pdf = tinyPdf();
      const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00', 'latin1'), Buffer.alloc(200, 1)]);
      const header = (v: string) => !/["\r\n\\]/.test(v);
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.constantFrom(...REQUEST_DOCUMENT_CATEGORIES), fc.constantFrom(...HOSTILE_STRINGS).filter(header)),
          fc.oneof(fc.constantFrom('deed.pdf', ...HOSTILE_STRINGS), fc.string({ unit: 'grapheme', maxLength: 300 })).filter(header),
          fc.constantFrom('application/pdf', 'image/png', 'text/html', 'application/x-msdownload', 'application/octet-stream'),
          fc.oneof(fc.constant(pdf), fc.constant(exe), fc.uint8Array({ maxLength: 5000 }).map((a) => Buffer.from(a))),
          async (category, filename, contentType, content) => {
            const form = multipartBody({ category }, { filename, contentType, content });
            const res = await t.app.inject({
              method: 'POST',
              url: path,
              headers: { ...form.headers, cookie: world.actors[actor].cookie, origin: PUBLIC_URL },
              payload: form.payload,
            });
            expectNoLeak(res.body);
            expectErrorShape(res.statusCode, res.body, res.headers['content-type'] as string | undefined);
            const validCategory = (REQUEST_DOCUMENT_CATEGORIES as readonly string[]).includes(category);
            // The category is checked first, then the bytes (never the name or the declared type).
            const expected = !validCategory ? 400 : content === pdf ? 201 : 415;
            expect(res.statusCode, res.body.slice(0, 300)).toBe(expected);
          },
        ),
        { numRuns: RUNS, seed: 8_030_2030 },
      );
    });
  }
});

describe('hostile text that is valid is stored and returned verbatim, as JSON text', () => {
  /** Valid text for a field: hostile fragments, any unicode the t.database can hold. */
  const storable = (min: number, max: number) =>
    fc
      .oneof(
        fc.constantFrom(...HOSTILE_STRINGS),
        fc.string({ unit: 'grapheme', minLength: min, maxLength: max }),
        fc
          .tuple(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ unit: 'binary', maxLength: 20 }))
          .map(([a, b]) => `${a} ${b}`),
      )
      .map((s) => s.trim())
      .filter(
        (s) =>
          s.length >= min &&
          s.length <= max &&
          !s.includes('\u0000') &&
          !/[\uD800-\uDFFF]/.test(s.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '')),
      );

  it('POST /api/requests: title, town, address, notes round-trip exactly (and mass-assigned keys are ignored)', async () => {
    await fc.assert(
      fc.asyncProperty(
        storable(3, 120),
        storable(2, 80),
        storable(3, 200),
        storable(1, 2000),
        async (title, town, address, notes) => {
          // Only what the form's own schema accepts (its lengths count code points, not UTF-16 units).
          const createSchema = (
            t.app.routeTable.find((r) => r.method === 'POST' && r.url === '/api/requests')?.schema as { body: z.ZodType }
          ).body;
          fc.pre(createSchema.safeParse(requestBody({ title, town, address, notes })).success);
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/requests',
            headers: { cookie: world.actors.client.cookie },
            payload: {
              ...requestBody({ title, town, address, notes }),
              status: 'completed',
              requesterId: world.actors.otherClient.profileId,
              priority: 'urgent',
            },
          });
          expect(res.statusCode, res.body).toBe(201);
          expect(res.headers['content-type']).toContain('application/json');
          const id = res.json<{ id: string }>().id;
          const read = await t.app.inject({
            method: 'GET',
            url: `/api/requests/${id}`,
            headers: { cookie: world.actors.client.cookie },
          });
          const detail = read.json<{
            status: string;
            priority: string;
            notes: string;
            requester: { id: string };
            property: { title: string; town: string; address: string };
          }>();
          expect(detail.property).toMatchObject({ title, town, address });
          expect(detail.notes).toBe(notes);
          expect(detail).toMatchObject({
            status: 'pending',
            priority: 'normal',
            requester: { id: world.actors.client.profileId },
          });
        },
      ),
      { numRuns: 12, seed: 4_030_2030 },
    );
  });

  it('PUT /api/visits/:id/review and POST /api/visits notes round-trip exactly', async () => {
    const fixture = await world.make('scheduledVisit');
    await fc.assert(
      fc.asyncProperty(storable(1, 5000), storable(1, 2000), async (observations, notes) => {
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/visits/${fixture.visitId}/review`,
          headers: { cookie: world.actors.agent.cookie },
          payload: { observations, conditionRating: 3, notes, draft: true },
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<{ review: { observations: string; notes: string } }>().review).toMatchObject({
          observations,
          notes,
        });
      }),
      { numRuns: 10, seed: 5_030_2030 },
    );
    await fc.assert(
      fc.asyncProperty(storable(1, 1000), async (notes) => {
        const assigned = await world.make('assignedRequest');
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/visits',
          headers: { cookie: world.actors.agent.cookie },
          payload: { requestId: assigned.requestId, propertyId: assigned.propertyId, ...world.nextSlot(), notes },
        });
        expect(res.statusCode, res.body).toBe(201);
        const read = await t.app.inject({
          method: 'GET',
          url: `/api/visits/${res.json<{ id: string }>().id}`,
          headers: { cookie: world.actors.agent.cookie },
        });
        expect(read.json<{ notes: string }>().notes).toBe(notes);
      }),
      { numRuns: 5, seed: 6_030_2030 },
    );
  });

  it('refuses text the t.database cannot hold (NUL, lone surrogates) with a field message, not a 500', async () => {
    for (const [field, value] of [
      ['title', 'House\u0000 in Karen'],
      ['notes', 'Gate \uD800 code'],
      ['address', '\uDC00Ngong Road'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/requests',
        headers: { cookie: world.actors.client.cookie },
        payload: requestBody({ [field]: value }),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: expect.any(String) } });
    }
  });

  it('refuses a tampered list cursor and out-of-range instants with 400, not a t.database error', async () => {
    const cursor = (at: string, id: string) => Buffer.from(JSON.stringify([at, id])).toString('base64url');
    const uuidShaped = '-'.repeat(36);
    for (const url of [
      `/api/requests?cursor=${cursor('2030-01-01T00:00:00.000Z', uuidShaped)}`,
      `/api/notifications?cursor=${cursor('+100000-01-01T00:00:00.000Z', '3f1c1a52-6a33-4f2a-9d38-27a1b9d2c001')}`,
      `/api/requests/queue?cursor=${cursor('0000-01-01T00:00:00.000Z', '3f1c1a52-6a33-4f2a-9d38-27a1b9d2c001')}`,
      `/api/visits?cursor=${cursor('2030-01-01T00:00:00.000Z', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz')}`,
      '/api/visits?from=0000-01-01T00:00:00Z',
      '/api/visits?to=9999-12-31T23:59:59-23:59',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: world.actors.admin.cookie } });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json<{ code: string; fields: Record<string, string> }>().code).toBe('VALIDATION');
    }
    // A real cursor still pages.
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/requests?limit=1',
      headers: { cookie: world.actors.client.cookie },
    });
    const next = page.json<{ nextCursor: string | null }>().nextCursor;
    expect(next).toEqual(expect.any(String));
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/requests?limit=1&cursor=${next}`,
          headers: { cookie: world.actors.client.cookie },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('fuzz the better-auth endpoints behind the proxy', () => {
  const withBodies = Object.entries(AUTH_ENDPOINTS).filter(([k, r]) => k.startsWith('POST') && r.body && !r.consumes);
  for (const [key, rule] of withBodies) {
    it(key, async () => {
      const base = rule.body?.({
        actor: 'client',
        email: world.actors.client.email,
        world,
        fresh: () => `fuzz-${Math.random().toString(36).slice(2)}@example.test`,
      }) as Record<string, unknown>;
      await fc.assert(
        fc.asyncProperty(mutation(Object.keys(base)), fc.boolean(), async (m, signedIn) => {
          const body = JSON.stringify(apply(base, m));
          const res = await t.app.inject({
            method: 'POST',
            url: authUrl(key, rule),
            headers: {
              'content-type': 'application/json',
              origin: PUBLIC_URL,
              ...(signedIn ? { cookie: world.actors.otherClient.cookie } : {}),
            },
            payload: body,
            remoteAddress: '10.9.0.1',
          });
          expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
          expectNoLeak(res.body);
          expectErrorShape(res.statusCode, res.body, res.headers['content-type'] as string | undefined);
        }),
        { numRuns: 10, seed: 7_030_2030 },
      );
    });
  }
});
