import { type ComponentType, Suspense } from 'react';
import { WidgetErrorBoundary } from '@/app/error-fallbacks/error-boundaries';
import { lazyComponent, useLoaded } from '@/lib/lazy';

type ToasterModule = { default: ComponentType };
export type LoadToaster = () => Promise<ToasterModule>;

/**
 * The toaster off the first load (docs/frontend-performance.md). Toasts raised before it mounts
 * are not lost: sonner replays the ones still active when the toaster subscribes.
 */
export function createLazyToaster(load: LoadToaster, delays?: readonly number[]): ComponentType {
  // Fetched again when it fails (lib/lazy): one dropped request must not leave the visit without
  // toasts. A toaster that still cannot load leaves quietly: the page keeps working.
  const Toaster = lazyComponent(load, { retryDelays: delays });
  return function LazyToaster() {
    const loaded = useLoaded(Toaster);
    return (
      <WidgetErrorBoundary>
        <Suspense fallback={null}>
          {loaded ? <Toaster /> : null}
        </Suspense>
      </WidgetErrorBoundary>
    );
  };
}

export const LazyAppToaster = createLazyToaster(() =>
  import('./app-toaster').then((m) => ({ default: m.AppToaster })),
);
