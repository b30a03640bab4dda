import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { lazyComponent, useLoaded } from '@/lib/lazy';
import { PageErrorBoundary, WidgetErrorBoundary } from '@/app/error-fallbacks/error-boundaries';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollRestoration } from './scroll-restoration';

// Off the first load: its button is in a pre-rendered page's markup, and elsewhere shows up with its chunk.
const ChatLauncher = lazyComponent(() =>
  import('@/features/chat/chat-launcher').then((m) => ({ default: m.ChatLauncher })),
);

/** Every page: navigation bar, main area, footer and the on-demand chat widget. */
export function AppLayout() {
  const { pathname } = useLocation();
  const chatLoaded = useLoaded(ChatLauncher);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <Navbar />
      </header>
      {/* min-h-screen: the footer starts below the fold, so a page arriving (lazy chunk, session
          check, data) pushes it down unseen instead of shifting it on screen (CLS). */}
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <PageErrorBoundary resetKeys={[pathname]}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      {/* Outside the page's boundary: a chat part that cannot load must not take the page with it. */}
      <WidgetErrorBoundary>
        <Suspense fallback={null}>{chatLoaded ? <ChatLauncher /> : null}</Suspense>
      </WidgetErrorBoundary>
      <ScrollRestoration />
    </div>
  );
}
