import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadRoute } from './preload-route';

/** A stand-in for a lazy page or guard: a component with preload(). */
function lazyStandIn(name: string, loaded: string[]) {
  const Component = ({ children }: { children?: ReactNode }) => <>{children}</>;
  return Object.assign(Component, { preload: vi.fn(async () => void loaded.push(name)) });
}

describe('preloading the lazy modules of a route', () => {
  it('fetches the page and every lazy guard or layout around it, and nothing of other routes', async () => {
    const loaded: string[] = [];
    const Home = lazyStandIn('home', loaded);
    const Guard = lazyStandIn('guard', loaded);
    const Dashboard = lazyStandIn('dashboard', loaded);
    const Wrapper = lazyStandIn('wrapper', loaded);
    const table: RouteObject[] = [
      {
        element: <Outlet />,
        children: [
          { path: '/', element: <Home /> },
          {
            element: (
              <Guard>
                <Outlet />
              </Guard>
            ),
            children: [
              {
                path: '/dashboard',
                element: (
                  <Wrapper>
                    <Dashboard />
                  </Wrapper>
                ),
              },
            ],
          },
        ],
      },
    ];
    await preloadRoute('/dashboard', table);
    expect(loaded.sort()).toEqual(['dashboard', 'guard', 'wrapper']);
    loaded.length = 0;
    await preloadRoute('/', table);
    expect(loaded).toEqual(['home']);
    loaded.length = 0;
    await preloadRoute('/nowhere', table);
    expect(loaded).toEqual([]);
  });

  it('resolves even when a chunk fails: the page then loads and reports it as usual', async () => {
    const Broken = Object.assign(() => null, { preload: vi.fn(async () => Promise.reject(new Error('chunk lost'))) });
    await expect(preloadRoute('/', [{ path: '/', element: <Broken /> }])).resolves.toBeUndefined();
    expect(Broken.preload).toHaveBeenCalledTimes(1);
  });
});
