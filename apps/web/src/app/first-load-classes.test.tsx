import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
// eslint-disable-next-line no-restricted-imports -- the reference the first load is checked against
import { twMerge } from 'tailwind-merge';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonVariants } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { HomePage } from '@/features/home/pages/home-page';
import type { AuthContextValue } from '@/lib/auth/auth-context';
import { setClassMerge } from '@/lib/utils';
import { fakeAuth } from '@/test/test-utils';
import { ErrorFallback } from './error-fallbacks/error-fallback';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { ThemeProvider } from './providers/theme-provider';

let auth: AuthContextValue;
vi.mock('@/lib/auth/use-auth', () => ({ useAuth: () => auth }));
// The lazy chunks the page starts loading must not turn merging on while it is being checked.
vi.mock('@/lib/class-merging', () => ({ enableClassMerging: () => undefined }));

/**
 * Each element whose classes tailwind-merge would change: those that render differently without
 * class merging, which the first load does not have (lib/utils).
 */
function conflicts(container: Element): string[] {
  return [...container.querySelectorAll('[class]')].flatMap((element) => {
    const classes = (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
    const kept = new Set(twMerge(classes.join(' ')).split(' '));
    const dropped = classes.filter((c) => !kept.has(c));
    return dropped.length > 0 ? [`<${element.tagName.toLowerCase()} class="${classes.join(' ')}"> loses ${dropped.join(' ')}`] : [];
  });
}

function renderApp(status: AuthContextValue['status'], page = <HomePage />) {
  auth = fakeAuth({ status });
  return render(
    <ThemeProvider>
      <MemoryRouter>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="/" element={page} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('the first load without class merging', () => {
  beforeEach(() => {
    setClassMerge((classes) => classes);
    vi.stubGlobal('matchMedia', vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })));
  });

  it('sees a conflict where there is one', () => {
    const { container } = render(<Button className="px-3">Sign In</Button>);
    expect(conflicts(container)).toEqual([expect.stringContaining('loses px-4')]);
  });

  it('has no conflicting classes on the home page, signed out, while the session is checked and signed in', () => {
    expect(conflicts(renderApp('signed-out').container)).toEqual([]);
    expect(conflicts(renderApp('loading').container)).toEqual([]);
    expect(conflicts(renderApp('signed-in').container)).toEqual([]);
  });

  it('has none in any variant and size of a button', () => {
    const variants = ['default', 'secondary', 'outline', 'outline-on-primary', 'ghost', 'destructive', 'floating', 'link'] as const;
    const sizes = ['sm', 'default', 'compact', 'lg', 'icon', 'floating'] as const;
    for (const variant of variants) {
      for (const size of sizes) {
        const classes = buttonVariants({ variant, size });
        expect(twMerge(classes).split(' ').sort(), `${variant} ${size}`).toEqual(classes.split(' ').sort());
      }
    }
  });

  it('has none in the page spinner, the 404 page and the app and page error screens', () => {
    expect(conflicts(renderApp('signed-out', <PageSpinner />).container)).toEqual([]);
    expect(conflicts(renderApp('signed-out', <NotFoundPage />).container)).toEqual([]);
    for (const variant of ['app', 'page'] as const) {
      const { container } = render(<ErrorFallback variant={variant} error={new Error('boom')} onRetry={() => undefined} />);
      expect(conflicts(container)).toEqual([]);
    }
  });
});
