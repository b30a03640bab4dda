import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeMessage, ErrorResponseSchema } from '@thamani/domain/app-error';
import { LIFECYCLE_MESSAGES as L } from '@thamani/domain/lifecycle-messages';
import { REQUEST_MESSAGES } from '@thamani/domain/messages';
import { requestBody } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';

const t = useTestApp({ actors: { client: {} } });

describe('an error answer names its message: key, parameters and the English', () => {
  it('a fixed text: its key and the text', async () => {
    const { client } = t.actors;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/requests/00000000-0000-4000-8000-000000000000',
      headers: { cookie: client.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', key: 'lifecycle.requestNotFound', message: L.requestNotFound });
  });

  it('a text written from parameters: its key, the parameters and the English', async () => {
    const { client } = t.actors;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: { cookie: client.cookie },
      payload: requestBody(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/requests/${created.json<{ id: string }>().id}/cancel`;
    expect(
      (await t.app.inject({ method: 'POST', url, headers: { cookie: client.cookie }, payload: {} })).statusCode,
    ).toBe(200);
    const again = await t.app.inject({ method: 'POST', url, headers: { cookie: client.cookie }, payload: {} });
    expect(again.statusCode).toBe(409);
    const body = ErrorResponseSchema.parse(again.json());
    expect(body).toMatchObject({
      key: 'lifecycle.invalidTransition',
      params: { action: 'cancelled', status: 'cancelled' },
    });
    expect(body.message).toBe(L.invalidTransition('cancelled', 'cancelled'));
  });

  it('a form: each field message with its key, a library’s own wording as untranslated', async () => {
    const { client } = t.actors;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: { cookie: client.cookie },
      payload: { ...requestBody(), title: 'x', sizeSqm: 'big' },
    });
    expect(res.statusCode).toBe(400);
    const body = ErrorResponseSchema.parse(res.json());
    expect(body.fields?.title).toBe(REQUEST_MESSAGES.title);
    expect(body.fieldKeys?.title).toEqual({ key: 'requestForm.title' });
    expect(Object.keys(body.fieldKeys ?? {})).toEqual(Object.keys(body.fields ?? {}));
    expect(body.key).toBe(body.fieldKeys?.[Object.keys(body.fields ?? {})[0] ?? '']?.key);
  });

  it('an unknown route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(res.json()).toEqual({
      code: 'NOT_FOUND',
      key: 'http.routeNotFound',
      params: { method: 'GET', path: '/api/nothing-here' },
      message: 'Route GET /api/nothing-here not found',
    });
  });
});

/**
 * Where the server builds an AppError, what its message is: a member of a domain message object
 * (keyed), a text written in place (keyed only if the catalogue holds the same text), or a value
 * computed elsewhere (keyed when it came from the catalogue, traced when the error is made).
 */
function errorSites() {
  const root = path.resolve(import.meta.dirname, '..');
  const files = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith(`test${path.sep}`));
  const sites: { file: string; kind: 'catalogue' | 'written' | 'computed'; text: string }[] = [];
  for (const file of files) {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    const messageObjects = new Set(
      [...source.matchAll(/\b([A-Z][A-Z_]*_MESSAGES)(?:\s+as\s+([A-Z]\w*))?\b/g)]
        .flatMap((m) => [m[1], m[2]])
        .filter(Boolean),
    );
    for (const match of source.matchAll(
      /new AppError\(\s*[^,]+,\s*([`'])((?:\\.|(?!\1)[^\\])*)\1|new AppError\(\s*[^,]+,\s*([\w.]+)/g,
    )) {
      const written = match[2];
      const expression = match[3] ?? '';
      if (written !== undefined) {
        sites.push({ file, kind: 'written', text: written });
      } else {
        const object = expression.split('.')[0] ?? '';
        const local = new RegExp(`const ${expression} = ([\`'])((?:\\\\.|(?!\\1)[^\\\\])*)\\1`).exec(source)?.[2];
        if (local !== undefined) {
          sites.push({ file, kind: 'written', text: local });
        } else {
          sites.push({
            file,
            kind: expression.includes('.') && messageObjects.has(object) ? 'catalogue' : 'computed',
            text: expression,
          });
        }
      }
    }
  }
  return sites;
}

describe('which server errors name a catalogue key', () => {
  it('every message written in place is in the catalogue', () => {
    const sites = errorSites();
    const unkeyed = sites.filter(
      (s) => s.kind === 'written' && (s.text.includes('${') || describeMessage(s.text).key === 'untranslated'),
    );
    expect(unkeyed.map((s) => `${s.file}: ${s.text}`)).toEqual([]);
    const count = (kind: string) => sites.filter((s) => s.kind === kind).length;
    console.info(
      `AppError sites: ${count('catalogue')} catalogue, ${count('written')} written in place (${unkeyed.length} unkeyed), ${count('computed')} computed`,
    );
    expect(count('catalogue')).toBeGreaterThan(100);
  });
});
