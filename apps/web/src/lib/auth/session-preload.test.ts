// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_URL, fetchSession } from './session-api';

const indexHtml = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');

describe("the page's session preload", () => {
  it('asks for exactly the URL the session probe fetches, in the mode a plain fetch() uses, so the probe takes its answer', () => {
    const preload = indexHtml.match(/<link rel="preload"[^>]*as="fetch"[^>]*>/)?.[0];
    expect(preload).toBeDefined();
    expect(preload).toContain(`href="${SESSION_URL}"`);
    // fetch() is a CORS request with same-origin credentials: crossorigin="anonymous" is the same.
    expect(preload).toContain('crossorigin="anonymous"');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('the probe sends no header of its own: Chrome hands a preloaded answer only to the same request', async () => {
    const fetchMock = vi.fn(async () => Response.json(null));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchSession()).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(SESSION_URL, { credentials: 'same-origin' });
  });
});
