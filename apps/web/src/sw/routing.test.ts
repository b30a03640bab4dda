// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cacheNameFor, routeRequest, staleCaches } from './routing';

const ORIGIN = 'https://thamani.example';
const PRECACHED = new Set(['/index.html', '/theme-init.js', '/assets/index-abc.js']);
const route = (path: string, { method = 'GET', mode = 'cors', origin = ORIGIN } = {}) =>
  routeRequest({ method, url: `${origin}${path}`, mode }, ORIGIN, PRECACHED);

describe('routeRequest', () => {
  it('page loads go network first (with the cached index.html offline), wherever they lead in the app', () => {
    for (const path of [
      '/',
      '/inspections/0b7d2c1e-1111-4000-8000-000000000001',
      '/auth?redirectTo=%2Finspections',
      '/index.html',
    ]) {
      expect(route(path, { mode: 'navigate' }), path).toBe('navigation');
    }
  });

  it('never answers the API — JSON, the realtime stream, auth redirects — nor /docs, /dev or the worker itself', () => {
    for (const path of [
      '/api/inspections/1',
      '/api/events',
      '/api/events?lastEventId=4',
      '/api/auth/callback/google',
      '/api',
      '/docs',
      '/docs/json',
      '/dev/mailbox',
      '/sw.js',
    ]) {
      expect(route(path), path).toBe('pass');
      expect(route(path, { mode: 'navigate' }), `${path} (page load)`).toBe('pass');
    }
  });

  it('hashed assets are cache first, precached files outside /assets network first, anything else passes', () => {
    expect(route('/assets/index-abc.js')).toBe('asset');
    expect(route('/assets/inspection-page-new.js')).toBe('asset');
    expect(route('/assets/index-abc.css')).toBe('asset');
    expect(route('/theme-init.js')).toBe('shell');
    expect(route('/robots.txt')).toBe('pass');
    expect(route('/apiary')).toBe('pass');
  });

  it('passes writes and other origins untouched', () => {
    expect(route('/assets/index-abc.js', { method: 'POST' })).toBe('pass');
    expect(route('/inspections', { method: 'POST', mode: 'navigate' })).toBe('pass');
    expect(route('/assets/index-abc.js', { origin: 'https://cdn.example' })).toBe('pass');
    expect(routeRequest({ method: 'GET', url: 'not a url', mode: 'cors' }, ORIGIN, PRECACHED)).toBe('pass');
  });
});

describe('caches', () => {
  it('a new version deletes the caches of older ones, and no one else’s', () => {
    const current = cacheNameFor('new');
    expect(staleCaches([cacheNameFor('old'), current, 'someone-else', cacheNameFor('older')], current)).toEqual([
      cacheNameFor('old'),
      cacheNameFor('older'),
    ]);
  });
});
