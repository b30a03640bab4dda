// @vitest-environment node
import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { loadRealtimeFeatures } from '@/lib/realtime/realtime-features';
import { eventEffects, mutationEffects } from './cache-effects';
import { entityQueries, unchangedQueries } from './query-roots';

/*
 * The table in cache-effects.ts is the app's one list of what each change touches. These tests
 * keep it complete: a new mutation, event or query that is not in it fails here.
 */

const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const featureSources = Object.entries(sources).filter(([path]) => path.startsWith('/src/features/'));

// Every realtime event the domain declares (the server's *.events.ts declare these definitions).
const domainModules = import.meta.glob<Record<string, unknown>>(
  ['../../../../../packages/domain/src/*.ts', '!../../../../../packages/domain/src/*.test.ts'],
  { eager: true },
);
const declaredEvents = new Set(
  Object.values(domainModules)
    .flatMap((module) => Object.values(module))
    .filter((value): value is { name: string; schema: { safeParse: unknown } } =>
      typeof value === 'object' && value !== null && 'name' in value && 'schema' in value && typeof (value as { name: unknown }).name === 'string',
    )
    .map((event) => event.name),
);

/** Literal names passed to useChangeMutation(...) and applyChange(queryClient, ...) in the features. */
const namesUsed = (pattern: RegExp) =>
  new Set(featureSources.flatMap(([, text]) => [...text.matchAll(pattern)].map((m) => m[1] ?? '')));

describe('every change names what it touches', () => {
  it('no feature changes anything through a bare useMutation', () => {
    const bare = featureSources.filter(([, text]) => /\buseMutation\s*[(<]/.test(text)).map(([path]) => path);
    expect(bare).toEqual([]);
  });

  it('every mutation in the table is one the app makes, and every one the app makes is in the table', () => {
    const used = new Set([
      ...namesUsed(/useChangeMutation(?:<[^>]*>)?\(\s*'([^']+)'/g),
      ...namesUsed(/applyChange\(\s*queryClient,\s*'([^']+)'/g),
      // Hooks that pass their name through a helper (inspections, report decisions).
      ...namesUsed(/use(?:InspectionChange|Decision)(?:<[^>]*>)?\(\s*'([^']+)'/g),
    ]);
    const mutations = [...used].filter((name) => !(name in eventEffects));
    expect(mutations.sort()).toEqual(Object.keys(mutationEffects).sort());
  });

  it('every realtime event the domain declares has an entry, and every entry is a declared event', () => {
    expect(declaredEvents.size).toBeGreaterThanOrEqual(5);
    expect([...declaredEvents].sort()).toEqual(Object.keys(eventEffects).sort());
  });

  it('every event in the table is handled by a web feature', async () => {
    const features = await loadRealtimeFeatures();
    const handled = features.flatMap((f) => f.handlers.map((h) => h.event.name)).sort();
    expect(handled).toEqual(Object.keys(eventEffects).sort());
  });

  it('every entry touches something', () => {
    for (const [name, effect] of Object.entries({ ...mutationEffects, ...eventEffects })) {
      const touched = [...effect.invalidates, ...('updatesInPlace' in effect ? effect.updatesInPlace : [])];
      expect(touched, name).not.toEqual([]);
    }
  });
});

/** The first one or two literal strings of every query key written in the app's sources. */
function queryKeysInSources(): QueryKey[] {
  const keys = new Map<string, QueryKey>();
  const keyArray = /(?:queryKey|[kK]eys?|all|session|me|validate|settings|conversations|unreadCount|list|ready|lists)\s*[:=]\s*\[\s*'([a-z][a-z-]*)'(?:\s*,\s*'([a-z][a-z-]*)')?/g;
  for (const [path, text] of Object.entries(sources)) {
    if (!/\/api\/|keys|\/auth\//.test(path)) {
      continue;
    }
    for (const match of text.matchAll(keyArray)) {
      const key = match[2] ? [match[1], match[2]] : [match[1]];
      keys.set(JSON.stringify(key), key as QueryKey);
    }
  }
  return [...keys.values()];
}

const isPrefix = (prefix: QueryKey, key: QueryKey) =>
  prefix.length <= key.length ? prefix.every((part, i) => part === key[i]) : key.every((part, i) => part === prefix[i]);

describe('every query that shows something is refreshed by the changes to it', () => {
  it('finds the query keys in the sources', () => {
    const roots = new Set(queryKeysInSources().map((key) => key[0]));
    for (const root of ['requests', 'visits', 'inspections', 'reports', 'notifications', 'chat', 'admin-people', 'me']) {
      expect(roots, root).toContain(root);
    }
  });

  it('every query key belongs to an entity (or is listed as changed by nothing)', () => {
    const prefixes = [...Object.values(entityQueries).flat(), ...unchangedQueries.map((q) => q.key)] as QueryKey[];
    const orphans = queryKeysInSources().filter((key) => !prefixes.some((prefix) => isPrefix(prefix, key)));
    expect(orphans).toEqual([]);
  });

  it('every entity is changed by some mutation or event', () => {
    const touched = new Set(
      Object.values({ ...mutationEffects, ...eventEffects }).flatMap((effect) => [
        ...effect.invalidates,
        ...('updatesInPlace' in effect ? effect.updatesInPlace : []),
      ]),
    );
    expect(Object.keys(entityQueries).filter((entity) => !touched.has(entity as never))).toEqual(['publicSettings']);
  });
});
