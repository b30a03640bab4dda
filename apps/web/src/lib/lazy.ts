// eslint-disable-next-line no-restricted-syntax -- the one place that may call React's lazy()
import { type ComponentProps, type ComponentType, createElement, lazy, useEffect, useState } from 'react';
import { loadQueryClient } from './query-client-store';

/**
 * Loads a module together with class merging (./class-merging): a component of a lazy chunk
 * may pass conflicting Tailwind classes (`<Button className="px-3">`), which cn() resolves only
 * once tailwind-merge is there. The first load does without it (lib/utils).
 */
export async function withClassMerging<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), withRetries(() => import('./class-merging'))().then(enableInItsOwnTask)]);
  return module;
}

let classMergingEnabled = false;

/** After the chunk's own evaluation, in a later task: one long task would block input for longer. */
async function enableInItsOwnTask(classMerging: { enableClassMerging: () => void }): Promise<void> {
  if (!classMergingEnabled) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    classMerging.enableClassMerging();
    classMergingEnabled = true;
  }
}

/** Waits before the 2nd, 3rd and 4th try to fetch a chunk while online (a phone on a bad network). */
export const RETRY_DELAYS_MS = [500, 1_500, 4_000] as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function backOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/**
 * Fetches a chunk, trying again when the fetch fails: React.lazy keeps a failed load for good, so
 * one dropped request would leave that part broken (or the whole page, outside a page's error
 * boundary) for the rest of the visit. While the browser is offline — a valuer at a site without
 * signal — it waits for the connection to come back and tries again; online, it tries
 * `delays.length` more times before the failure reaches an error boundary.
 */
export function withRetries<T>(load: () => Promise<T>, delays: readonly number[] = RETRY_DELAYS_MS): () => Promise<T> {
  return async () => {
    let retries = 0;
    for (;;) {
      try {
        return await load();
      } catch (error) {
        if (isOffline()) {
          await backOnline();
          continue;
        }
        const delay = delays[retries];
        if (delay === undefined) {
          throw error;
        }
        retries += 1;
        await sleep(delay);
      }
    }
  };
}

/** A lazy component that can be fetched ahead of its first render (see lazyComponent). */
export type Preloadable<T> = T & { preload: () => Promise<unknown>; isLoaded: () => boolean };

/**
 * React.lazy for a component, its chunk loaded with class merging (withClassMerging) and fetched
 * again when it fails (withRetries; `retryDelays` replaces the waits). With `queries`, TanStack
 * Query and the app's QueryClient load with it and the component renders inside their provider
 * (the first load has neither: lib/query-client-store).
 *
 * `preload()` fetches it ahead: an instance mounted after that renders the component at once,
 * without suspending, so a page whose markup the server sent (main.tsx) is rendered the same,
 * not replaced by a spinner first. An instance keeps the way it started: switching it between
 * React.lazy and the loaded component would remount everything under it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyComponent<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  options: { queries?: boolean; retryDelays?: readonly number[] } = {},
): Preloadable<T> {
  const fetchChunk = withRetries(load, options.retryDelays);
  const loadModule: () => Promise<{ default: T }> = !options.queries
    ? () => withClassMerging(fetchChunk)
    : () =>
        withClassMerging(async () => {
          const [module, { withQueryClient }, client] = await Promise.all([
            fetchChunk(),
            withRetries(() => import('./with-query-client'), options.retryDelays)(),
            withRetries(loadQueryClient, options.retryDelays)(),
          ]);
          return { default: withQueryClient(module.default, client) };
        });

  let loaded: T | undefined;
  let loading: Promise<{ default: T }> | undefined;
  // A fetch that failed after all its retries, for the first instance mounted after it: it shows
  // the error at once instead of fetching (and retrying) all over again.
  let failed: Promise<{ default: T }> | undefined;
  const loadOnce = () => {
    loading ??= loadModule().then(
      (module) => {
        loaded = module.default;
        failed = undefined;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        failed = Promise.reject(error instanceof Error ? error : new Error(String(error)));
        failed.catch(() => undefined);
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => {
    const failure = failed;
    failed = undefined;
    return failure ?? loadOnce();
  });
  function LazyComponent(props: ComponentProps<T>) {
    const [Loaded] = useState(() => loaded);
    return Loaded ? createElement(Loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(LazyComponent as unknown as T, { preload: loadOnce, isLoaded: () => loaded !== undefined });
}

/**
 * True once `component`'s chunk is here, having started to fetch it when `wanted`: render the
 * component then and a placeholder of your own before, instead of letting it suspend. React 19
 * holds back the reveal of a suspended part until 300 ms after any Suspense boundary last showed
 * or hid its fallback, so the parts of a signed-in start (auth state, realtime, navbar menus,
 * chat) suspending one after another each waited up to 300 ms behind the previous one; a state
 * update is rendered at once. A chunk that cannot load is reported as here all the same, so the
 * component mounts, suspends and its error reaches the boundary around it as before.
 */
export function useLoaded(component: Preloadable<unknown>, wanted = true): boolean {
  const [loaded, setLoaded] = useState(component.isLoaded);
  useEffect(() => {
    if (!wanted || loaded) {
      return;
    }
    let live = true;
    const done = () => {
      if (live) {
        setLoaded(true);
      }
    };
    component.preload().then(done, done);
    return () => {
      live = false;
    };
  }, [component, wanted, loaded]);
  return loaded;
}
