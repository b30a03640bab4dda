import { Component, type ComponentType, type ReactNode, Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy';

/** Waits before the 2nd, 3rd and 4th try to fetch the toaster chunk (a phone on a bad network). */
const RETRY_DELAYS_MS = [500, 1_500, 4_000] as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type ToasterModule = { default: ComponentType };
export type LoadToaster = () => Promise<ToasterModule>;

/**
 * Fetches the toaster chunk, trying again when the fetch fails: React.lazy keeps a failed load for
 * good, so one dropped request would leave the app without toasts for the rest of the visit.
 */
export function withRetries(load: LoadToaster, delays: readonly number[] = RETRY_DELAYS_MS): LoadToaster {
  return async () => {
    for (const delay of delays) {
      try {
        return await load();
      } catch {
        await sleep(delay);
      }
    }
    return load();
  };
}

/** Keeps a toaster that could not load from taking the whole app down with it: the page still works. */
class ToasterBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('The toaster could not be loaded; toasts will not be shown', error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The toaster off the first load (docs/frontend-performance.md). Toasts raised before it mounts
 * are not lost: sonner replays the ones still active when the toaster subscribes.
 */
export function createLazyToaster(load: LoadToaster, delays?: readonly number[]): ComponentType {
  const Toaster = lazyComponent(withRetries(load, delays));
  return function LazyToaster() {
    return (
      <ToasterBoundary>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ToasterBoundary>
    );
  };
}

export const LazyAppToaster = createLazyToaster(() =>
  import('./app-toaster').then((m) => ({ default: m.AppToaster })),
);
