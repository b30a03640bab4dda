// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunkGraphOf, chunkOf, filesBeyondShell, type BuiltChunk } from './chunk-graph';

const ROOT = '/repo/apps/web';
const relative = (id: string) => id.slice(ROOT.length + 1);

/** A build shaped like ours: an entry with react, a page chunk that also holds a copied small chunk, a guard without a facade. */
const built: BuiltChunk[] = [
  {
    fileName: 'assets/index.js',
    isEntry: true,
    facadeModuleId: `${ROOT}/src/main.tsx`,
    moduleIds: [`${ROOT}/src/main.tsx`],
    imports: ['assets/react.js'],
  },
  {
    fileName: 'assets/react.js',
    isEntry: false,
    facadeModuleId: null,
    moduleIds: [`${ROOT}/node_modules/react/index.js`],
    imports: [],
  },
  {
    fileName: 'assets/dashboard.js',
    isEntry: false,
    facadeModuleId: `${ROOT}/src/features/dashboard/pages/client-dashboard-page.tsx`,
    moduleIds: [`${ROOT}/src/features/dashboard/pages/client-dashboard-page.tsx`, `${ROOT}/src/components/ui/tabs.tsx`],
    imports: ['assets/react.js', 'assets/query.js'],
  },
  {
    fileName: 'assets/query.js',
    isEntry: false,
    facadeModuleId: null,
    moduleIds: [`${ROOT}/node_modules/@tanstack/query-core/query.js`],
    imports: ['assets/react.js'],
  },
  // A chunk that took in copies of shared code has no facade: its module is found among its modules.
  {
    fileName: 'assets/require-auth.js',
    isEntry: false,
    facadeModuleId: null,
    moduleIds: [`${ROOT}/src/app/guards/require-auth.tsx`, `${ROOT}/src/components/ui/tabs.tsx`],
    imports: ['assets/react.js'],
  },
];
const graph = chunkGraphOf(built, relative);

describe('the build chunk graph', () => {
  it('names modules as the manifest does (relative to apps/web) and lists the entries', () => {
    expect(graph.entries).toEqual(['assets/index.js']);
    expect(graph.chunks['assets/dashboard.js']?.facade).toBe('src/features/dashboard/pages/client-dashboard-page.tsx');
  });

  it('finds a module by the chunk it is the facade of before any chunk that holds a copy', () => {
    expect(chunkOf(graph, 'src/features/dashboard/pages/client-dashboard-page.tsx')).toBe('assets/dashboard.js');
    expect(chunkOf(graph, 'src/app/guards/require-auth.tsx')).toBe('assets/require-auth.js');
    expect(chunkOf(graph, 'src/nowhere.tsx')).toBeUndefined();
  });

  it("lists a route's files with their static imports, leaving out what the entry already loads", () => {
    expect(
      filesBeyondShell(graph, [
        'src/features/dashboard/pages/client-dashboard-page.tsx',
        'src/app/guards/require-auth.tsx',
      ]).sort(),
    ).toEqual(['assets/dashboard.js', 'assets/query.js', 'assets/require-auth.js']);
  });

  it('refuses a route module no chunk holds', () => {
    expect(() => filesBeyondShell(graph, ['src/features/gone/pages/gone-page.tsx'])).toThrow(
      'no chunk holds src/features/gone/pages/gone-page.tsx',
    );
  });
});
