// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lazyPageRoutes } from './route-modules';
import { isGuarded, pageReads, signedInModules, signedInReads } from './signed-in-modules';

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const modulesOf = (pattern: string) => lazyPageRoutes().find((route) => route.path === pattern)?.modules ?? [];

describe('what a signed-in page fetches with its HTML', () => {
  it('a guarded route waits for who is signed in; an admin route for the server’s word on the role too; a public route for neither', () => {
    expect(signedInReads(modulesOf('/my-requests'))).toEqual(['/api/me']);
    expect(signedInReads(modulesOf('/agent-dashboard'))).toEqual(['/api/me']);
    expect(signedInReads(modulesOf('/admin'))).toEqual(['/api/me', '/api/auth/validate']);
    for (const pattern of ['/', '/auth', '/valuation', '/verify/:code']) {
      expect(isGuarded(modulesOf(pattern)), pattern).toBe(false);
      expect(signedInReads(modulesOf(pattern)), pattern).toEqual([]);
    }
  });

  it("adds a page's own first read where the page always asks the same one: the admin dashboard's figures", () => {
    expect(pageReads(modulesOf('/admin'))).toEqual(['/api/admin/dashboard']);
    expect(pageReads(modulesOf('/my-requests'))).toEqual([]);
  });

  it('lists modules that exist, every feature’s realtime handlers among them', () => {
    const { firstRender, aroundThePage } = signedInModules(WEB_ROOT);
    const modules = [...firstRender, ...aroundThePage];
    for (const module of modules) {
      expect(fs.existsSync(path.join(WEB_ROOT, module)), module).toBe(true);
    }
    expect(aroundThePage).toEqual(expect.arrayContaining(['src/features/chat/chat-realtime.ts', 'src/features/visits/visits-realtime.ts']));
    expect(firstRender).toContain('src/lib/auth/auth-engine.tsx');
  });
});
