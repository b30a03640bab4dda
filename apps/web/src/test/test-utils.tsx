import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { AuthContextValue } from '@/lib/auth/auth-context';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/** Render routes in a memory router with a fresh query client; returns the router to inspect. */
export function renderWithRouter(
  routes: RouteObject[],
  { initialPath = '/', queryClient = createTestQueryClient() }: { initialPath?: string; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

export function withQueryClient(ui: ReactElement, queryClient = createTestQueryClient()) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    status: 'signed-out',
    me: null,
    role: 'user',
    email: null,
    signIn: vi.fn(() => Promise.resolve()),
    signUp: vi.fn(() => Promise.resolve(true)),
    signOut: vi.fn(() => Promise.resolve()),
    refreshSession: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

export function fakeMe(role: 'user' | 'agent' | 'admin', email = 'jane@example.com') {
  return {
    user: { id: 'u1', email, emailVerified: true },
    profile: { id: '00000000-0000-4000-8000-000000000001', fullName: 'Jane Wanjiku', email },
    role,
  };
}
