import type { QueryClient } from '@tanstack/react-query';

/*
 * The app's one QueryClient, created on first use: TanStack Query (~10 KB gzip) stays off the
 * first load of a signed-out visit. Whatever needs it (lazy pages and guards, the signed-in
 * auth state, the realtime stream) loads it through lib/lazy's `lazyComponent(..., { queries: true })`.
 */
let client: QueryClient | null = null;
let loading: Promise<QueryClient> | null = null;
const listeners = new Set<() => void>();

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('@/app/providers/query-client').then(
    ({ createQueryClient }) => {
      client = createQueryClient();
      listeners.forEach((listener) => listener());
      return client;
    },
    (error: unknown) => {
      // A chunk that failed to arrive (offline) is fetched again by the next call, not failed for good.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The client once loaded, else null. */
export const loadedQueryClient = (): QueryClient | null => client;

export function subscribeToQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
