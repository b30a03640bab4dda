import { describe, expect, it } from 'vitest';
import { PageQuerySchema, isWellFormedCursor } from './pagination.ts';
import { ListVisitsQuerySchema } from './visits.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** base64url of the (ASCII) JSON, as the server's encodeCursor writes it. */
function cursor(value: unknown): string {
  const bytes = [...JSON.stringify(value)].map((ch) => ch.charCodeAt(0));
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const n = (a << 16) | (b << 8) | c;
    const chars = [18, 12, 6, 0].map((shift) => ALPHABET[(n >> shift) & 63]).join('');
    out += chars.slice(0, Math.min(4, bytes.length - i + 1));
  }
  return out;
}
const ID = '3f1c1a52-6a33-4f2a-9d38-27a1b9d2c001';

describe('isWellFormedCursor', () => {
  it('the test encoder matches Node (a known vector)', () => {
    expect(cursor(['a'])).toBe('WyJhIl0');
  });

  it('accepts what the server hands out: base64url of [ISO instant, uuid]', () => {
    expect(isWellFormedCursor(cursor(['2030-03-04T06:00:00.000Z', ID]))).toBe(true);
    expect(isWellFormedCursor(cursor(['0001-01-01T00:00:00.000Z', ID.toUpperCase()]))).toBe(true);
  });

  it('refuses tampered cursors the database could not read', () => {
    for (const bad of [
      cursor(['2030-03-04T06:00:00.000Z', '-'.repeat(36)]),
      cursor(['+100000-01-01T00:00:00.000Z', ID]),
      cursor(['0000-01-01T00:00:00.000Z', ID]),
      cursor(['2030-02-30T00:00:00.000Z', ID]),
      cursor(['2030-03-04', ID]),
      cursor([ID, '2030-03-04T06:00:00.000Z']),
      cursor(['2030-03-04T06:00:00.000Z', ID, 'extra']),
      cursor({ at: '2030-03-04T06:00:00.000Z', id: ID }),
      'abc',
      '',
      'not base64!',
      'A'.repeat(201),
    ]) {
      expect(isWellFormedCursor(bad), bad).toBe(false);
    }
  });

  it('is the cursor rule of the list queries (400 with a cursor field)', () => {
    expect(PageQuerySchema.safeParse({ cursor: 'abc' }).error?.issues[0]?.path).toEqual(['cursor']);
    expect(ListVisitsQuerySchema.safeParse({ cursor: 'abc' }).success).toBe(false);
  });
});

describe('ListVisitsQuerySchema instants', () => {
  it('accepts instants in the years 1–9999 and refuses the rest', () => {
    expect(ListVisitsQuerySchema.safeParse({ from: '2030-03-04T00:00:00+03:00', to: '9999-12-31T20:00:00Z' }).success).toBe(true);
    expect(ListVisitsQuerySchema.safeParse({ from: '0000-01-01T00:00:00Z' }).success).toBe(false);
    expect(ListVisitsQuerySchema.safeParse({ to: '9999-12-31T23:59:59-23:59' }).success).toBe(false);
  });
});
