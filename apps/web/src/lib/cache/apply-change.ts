import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { type ChangeName, effectOf } from './cache-effects';
import { entityQueries } from './query-roots';

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.length <= key.length && prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i]));

/** The query key prefixes a change refreshes: each query once (a prefix inside another is dropped). */
export function keysTouchedBy(change: ChangeName): QueryKey[] {
  const keys = effectOf(change).invalidates.flatMap((entity) => entityQueries[entity] as readonly QueryKey[]);
  const unique = [...new Map(keys.map((key) => [JSON.stringify(key), key])).values()];
  return unique.filter((key) => !unique.some((other) => other.length < key.length && startsWith(key, other)));
}

export type ApplyChangeOptions = {
  /** Keys the caller has just written from the server's answer: not refetched. */
  keep?: readonly QueryKey[];
};

/** A list loading its next (or previous) page: the person pressed "Load more". */
const loadingMore = (query: Query) =>
  query.state.fetchStatus === 'fetching' && Boolean((query.state.fetchMeta as { fetchMore?: unknown } | null)?.fetchMore);

/** Settles once no query under `queryKey` is loading another page. */
function pagesLoaded(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  const cache = queryClient.getQueryCache();
  const loading = () => cache.findAll({ queryKey }).some(loadingMore);
  if (!loading()) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const unsubscribe = cache.subscribe(() => {
      if (!loading()) {
        unsubscribe();
        resolve();
      }
    });
  });
}

/**
 * After a change (a mutation's answer, or a realtime event): every cached query that shows what
 * changed refetches — on screen or not, since the cache never refetches on mount, so a page
 * opened later would otherwise show the old state until a reload. A page of a list being loaded
 * is let arrive first: a refetch would cancel it, and the person's "Load more" would be lost.
 */
export async function applyChange(queryClient: QueryClient, change: ChangeName, options: ApplyChangeOptions = {}): Promise<void> {
  const keep = options.keep ?? [];
  const spared = (query: Query) => keep.some((key) => startsWith(query.queryKey, key));
  await Promise.all(
    keysTouchedBy(change).map(async (queryKey) => {
      await pagesLoaded(queryClient, queryKey);
      await queryClient.invalidateQueries({ queryKey, refetchType: 'all', predicate: (query) => !spared(query) });
    }),
  );
}
