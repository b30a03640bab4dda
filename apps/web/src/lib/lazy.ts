// eslint-disable-next-line no-restricted-syntax -- the one place that may call React's lazy()
import { type ComponentType, lazy } from 'react';
import { loadQueryClient } from './query-client-store';

/**
 * Loads a module together with class merging (./class-merging): a component of a lazy chunk
 * may pass conflicting Tailwind classes (`<Button className="px-3">`), which cn() resolves only
 * once tailwind-merge is there. The first load does without it (lib/utils).
 */
export async function withClassMerging<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), import('./class-merging').then((m) => m.enableClassMerging())]);
  return module;
}

/**
 * React.lazy for a component, its chunk loaded with class merging (withClassMerging). With
 * `queries`, TanStack Query and the app's QueryClient load with it and the component renders
 * inside their provider (the first load has neither: lib/query-client-store).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyComponent<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  options: { queries?: boolean } = {},
) {
  if (!options.queries) {
    return lazy(() => withClassMerging(load));
  }
  return lazy(() =>
    withClassMerging(async () => {
      const [module, { withQueryClient }, client] = await Promise.all([
        load(),
        import('./with-query-client'),
        loadQueryClient(),
      ]);
      return { default: withQueryClient(module.default, client) };
    }),
  );
}
