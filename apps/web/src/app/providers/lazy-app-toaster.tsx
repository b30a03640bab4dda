import { Component, type ComponentType, type ReactNode, Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy';

type ToasterModule = { default: ComponentType };
export type LoadToaster = () => Promise<ToasterModule>;

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
  // Fetched again when it fails (lib/lazy): one dropped request must not leave the visit without toasts.
  const Toaster = lazyComponent(load, { retryDelays: delays });
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
