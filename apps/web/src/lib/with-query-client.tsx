import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentProps, type ComponentType, useContext } from 'react';

/**
 * The component inside a QueryClientProvider of `client`, unless one is already above it: the
 * app has no provider at its root (lib/query-client-store), so each lazy piece that uses queries
 * brings it; all of them share the one client.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function withQueryClient<T extends ComponentType<any>>(Component: T, client: QueryClient): T {
  function WithQueryClient(props: ComponentProps<T>) {
    const outer = useContext(QueryClientContext);
    const element = <Component {...props} />;
    return outer ? element : <QueryClientProvider client={client}>{element}</QueryClientProvider>;
  }
  return WithQueryClient as unknown as T;
}
