import { describe, expect, it } from 'vitest';
import { readRedirectTo, safeRedirectPath, signInPathFor } from './redirect-to';

const ORIGIN = 'https://thamani.example';

describe('safeRedirectPath (same-origin only)', () => {
  it.each([
    ['/request', '/request'],
    ['/my-requests/abc?tab=1#timeline', '/my-requests/abc?tab=1#timeline'],
    ['/dashboard', '/dashboard'],
  ])('accepts the path %s', (value, expected) => {
    expect(safeRedirectPath(value, ORIGIN)).toBe(expected);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/request'],
    ['a same-looking absolute URL', `${ORIGIN}/request`],
    ['a protocol-relative URL', '//evil.example/request'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'request'],
    ['a control character', '/\t/evil.example'],
    ['the auth page (a loop)', '/auth?redirectTo=%2Frequest'],
    ['the login page', '/login'],
    ['nothing', ''],
    ['null', null],
  ])('refuses %s', (_, value) => {
    expect(safeRedirectPath(value, ORIGIN)).toBeNull();
  });

  it('reads ?redirectTo from a query string and refuses a foreign one', () => {
    expect(readRedirectTo('?redirectTo=%2Frequest')).toBe('/request');
    expect(readRedirectTo('?redirectTo=https%3A%2F%2Fevil.example')).toBeNull();
    expect(readRedirectTo('?redirectTo=%2F%2Fevil.example')).toBeNull();
    expect(readRedirectTo('')).toBeNull();
  });

  it('builds the sign-in path that comes back, and drops an unsafe target', () => {
    expect(signInPathFor('/request')).toBe('/auth?redirectTo=%2Frequest');
    expect(signInPathFor('//evil.example')).toBe('/auth');
  });
});
