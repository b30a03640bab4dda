import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, pathOf } from './define.ts';

const report = endpoint({
  method: 'GET',
  path: '/api/requests/:requestId/reports/:reportId',
  access: 'signed-in',
  params: z.object({ requestId: z.string(), reportId: z.string() }),
  response: z.object({ ok: z.boolean() }),
  tag: 'reports',
  summary: 'A report',
});

describe('pathOf', () => {
  it('fills every parameter, URI-encoded, so a link is the route the server serves', () => {
    expect(pathOf(report, { requestId: 'TH-2026/0142', reportId: 'a b' })).toBe('/api/requests/TH-2026%2F0142/reports/a%20b');
  });

  it('leaves a path without parameters as it is', () => {
    expect(pathOf({ path: '/api/admin/firm' })).toBe('/api/admin/firm');
  });

  it('refuses to build a URL with a parameter missing rather than fetch a literal ":reportId"', () => {
    expect(() => pathOf(report, { requestId: 'x' })).toThrow('/api/requests/:requestId/reports/:reportId: no value for :reportId');
  });
});
