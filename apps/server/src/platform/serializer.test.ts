import Fastify from 'fastify';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler, toSerializationSchema } from './serializer.ts';

const require = createRequire(import.meta.url);

/** One GET route answering `data` through the given response schema; the status, body and the compiler's fallbacks. */
async function send(schema: z.ZodType, data: unknown, mode: 'compiled' | 'zod' = 'compiled') {
  const app = Fastify({ logger: false });
  const serializer = createSerializerCompiler(mode);
  app.setSerializerCompiler(serializer.compiler);
  app.get('/', { schema: { response: { 200: schema } } }, async () => data);
  try {
    const res = await app.inject({ method: 'GET', url: '/' });
    return { status: res.statusCode, body: res.body, fallbacks: serializer.fallbacks };
  } finally {
    await app.close();
  }
}

/** Written by the compiled serializer: checked against what zod's serializer writes for the same value. */
async function write(schema: z.ZodType, data: unknown): Promise<unknown> {
  const compiled = await send(schema, data);
  const zod = await send(schema, data, 'zod');
  expect(compiled.status, compiled.body).toBe(200);
  expect(compiled.fallbacks).toEqual([]);
  expect(JSON.parse(compiled.body)).toEqual(JSON.parse(zod.body));
  return JSON.parse(compiled.body);
}

const secret = { passwordHash: 'scrypt$secret' };
const Person = z.object({ id: z.string(), name: z.string() });

describe('compiled response serializer', () => {
  it('never writes a key the schema does not declare, at any depth', async () => {
    const schema = z.object({
      person: Person,
      people: z.array(Person),
      maybe: Person.nullable(),
      byId: z.record(z.string(), Person),
    });
    const ann = { id: '1', name: 'Ann', ...secret };
    const body = await write(schema, { person: ann, people: [ann], maybe: ann, byId: { a: ann }, ...secret });
    expect(JSON.stringify(body)).not.toContain('scrypt');
    expect(body).toEqual({ person: { id: '1', name: 'Ann' }, people: [{ id: '1', name: 'Ann' }], maybe: { id: '1', name: 'Ann' }, byId: { a: { id: '1', name: 'Ann' } } });
  });

  it('writes null for nullable fields and leaves out absent optional ones', async () => {
    const schema = z.object({
      text: z.string().nullable(),
      count: z.number().int().nullable(),
      status: z.enum(['open', 'closed']).nullable(),
      person: Person.nullable(),
      tags: z.array(z.string()).nullable(),
      note: z.string().optional(),
      either: z.string().nullable().optional(),
    });
    expect(await write(schema, { text: null, count: null, status: null, person: null, tags: null })).toEqual({
      text: null,
      count: null,
      status: null,
      person: null,
      tags: null,
    });
    const full = { text: 'a', count: 2, status: 'open', person: { id: '1', name: 'Ann' }, tags: ['x'], note: 'n', either: null };
    expect(await write(schema, full)).toEqual(full);
  });

  it('writes dates as ISO strings, as JSON.stringify does', async () => {
    const at = new Date('2030-03-04T06:00:00.123Z');
    const schema = z.object({ at: z.date(), when: z.iso.datetime({ offset: true }), maybe: z.date().nullable() });
    expect(await write(schema, { at, when: '2030-03-04T09:00:00+03:00', maybe: null })).toEqual({
      at: '2030-03-04T06:00:00.123Z',
      when: '2030-03-04T09:00:00+03:00',
      maybe: null,
    });
  });

  it('picks the union branch that fits, even when the value carries extra keys', async () => {
    const section = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('text'), text: z.string() }),
      z.object({ kind: z.literal('photos'), photoIds: z.array(z.string()) }),
    ]);
    const value = z.union([z.string(), z.number(), z.object({ rating: z.number(), note: z.string().optional() })]);
    const schema = z.object({ sections: z.array(section), values: z.array(value) });
    const body = await write(schema, {
      sections: [
        { kind: 'text', text: 'hello', photoIds: ['leak'], ...secret },
        { kind: 'photos', photoIds: ['p1'], text: 'leak' },
      ],
      values: ['a', 3, { rating: 4, ...secret }],
    });
    expect(body).toEqual({
      sections: [
        { kind: 'text', text: 'hello' },
        { kind: 'photos', photoIds: ['p1'] },
      ],
      values: ['a', 3, { rating: 4 }],
    });
  });

  it('chooses a union branch by its shape, not by patterns ajv reads differently from zod', async () => {
    // zod tests this pattern without the unicode flag (4 UTF-16 units: accepted), ajv with it (2 characters).
    const code = z.union([z.object({ code: z.string().regex(/^.{4}$/), label: z.string() }), z.object({ id: z.number() })]);
    expect(await write(z.object({ code }), { code: { code: '😀😀', label: 'smile' } })).toEqual({ code: { code: '😀😀', label: 'smile' } });
  });

  it('writes only the keys a record allows', async () => {
    const schema = z.object({
      free: z.record(z.string(), z.number()),
      fixed: z.record(z.enum(['low', 'high']), z.number()),
      partial: z.partialRecord(z.enum(['low', 'high']), z.number()),
      fields: z.record(z.string().regex(/^[a-z]+\.[a-z]+$/), z.string()),
    });
    expect(await write(schema, { free: { a: 1, b: 2 }, fixed: { low: 1, high: 2 }, partial: { low: 1 }, fields: { 'site.town': 'Kisumu' } })).toEqual({
      free: { a: 1, b: 2 },
      fixed: { low: 1, high: 2 },
      partial: { low: 1 },
      fields: { 'site.town': 'Kisumu' },
    });
    // zod refuses these values (500); the compiled writer leaves the keys out instead of sending them.
    const res = await send(schema, { free: {}, fixed: { low: 1, high: 2, passwordHash: 3 }, partial: { passwordHash: 3 }, fields: { passwordHash: 'x' } });
    expect(res.status).toBe(200);
    expect(res.body).not.toContain('passwordHash');
  });

  it('writes a default for a field the handler left out', async () => {
    const schema = z.object({ id: z.string(), report: z.object({ id: z.string() }).nullable().default(null), limit: z.number().default(20) });
    const res = await send(schema, { id: '1' });
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ id: '1', report: null, limit: 20 });
  });

  it('fails (500) on a missing required field rather than writing an incomplete answer', async () => {
    const res = await send(Person, { id: '1' });
    expect(res.status).toBe(500);
    expect(res.body).not.toContain('"id":"1"');
  });

  it('leaves a schema JSON Schema cannot describe to zod, and says which', async () => {
    // A codec writes its encoded form (here the number as text), which the output's JSON Schema does not describe.
    const Count = z.codec(z.string(), z.number(), { decode: Number, encode: String });
    const schema = z.object({ count: Count });
    expect(() => toSerializationSchema(schema)).toThrow(/pipe/);
    const res = await send(schema, { count: 5 });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ count: '5' });
    expect(res.fallbacks).toEqual([expect.stringMatching(/^GET \/ 200: .*pipe/)]);
  });

  it('warm builds every route\'s writer before its first answer, once, and stops when told', async () => {
    const app = Fastify({ logger: false, exposeHeadRoutes: false });
    const serializer = createSerializerCompiler();
    app.setSerializerCompiler(serializer.compiler);
    const built: string[] = [];
    for (const name of ['a', 'b', 'c']) {
      // A codec has no JSON Schema for writing, so building this route's writer shows as a fallback.
      const schema = z.object({ count: z.codec(z.string(), z.number(), { decode: Number, encode: String }) });
      app.get(`/${name}`, { schema: { response: { 200: schema } } }, async () => ({ count: 5 }));
      built.push(`GET /${name} 200`);
    }
    await app.ready();
    try {
      expect(serializer.fallbacks).toEqual([]);
      expect(await serializer.warm({ stopped: () => serializer.fallbacks.length === 1 })).toBe(1);
      expect(serializer.fallbacks).toHaveLength(1);
      expect(await serializer.warm()).toBe(2);
      expect(serializer.fallbacks.map((entry) => entry.split(':')[0])).toEqual(built);
      expect(await serializer.warm()).toBe(0);
      const res = await app.inject({ method: 'GET', url: '/b' });
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ count: '5' });
      expect(serializer.fallbacks).toHaveLength(3);
    } finally {
      await app.close();
    }
  });

  it('warm also compiles the validators a union needs, so the first answer compiles nothing', async () => {
    // fast-json-stringify picks a union's branch with ajv, which compiles each branch's validator on first use.
    const ajvCompile = createRequire(require.resolve('fast-json-stringify'))('ajv/dist/compile') as { compileSchema: (...args: unknown[]) => unknown };
    const spy = vi.spyOn(ajvCompile, 'compileSchema');
    const schema = z.object({ value: z.union([z.object({ kind: z.literal('a'), n: z.number() }), z.object({ kind: z.literal('b'), s: z.string() })]) });
    const compiles = async (warm: boolean) => {
      const app = Fastify({ logger: false, exposeHeadRoutes: false });
      const serializer = createSerializerCompiler();
      app.setSerializerCompiler(serializer.compiler);
      app.get('/', { schema: { response: { 200: schema } } }, async () => ({ value: { kind: 'b', s: 'x' } }));
      await app.ready();
      try {
        if (warm) {
          await serializer.warm();
        }
        spy.mockClear();
        const res = await app.inject({ method: 'GET', url: '/' });
        expect(JSON.parse(res.body)).toEqual({ value: { kind: 'b', s: 'x' } });
        return spy.mock.calls.length;
      } finally {
        await app.close();
      }
    };
    try {
      expect(await compiles(false)).toBeGreaterThan(0);
      expect(await compiles(true)).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });
});
