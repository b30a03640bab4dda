import { Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy';
import { HomeHero } from '../components/home-hero';

// A page composes features (docs/decisions/003): the estimate hands its inputs to the request form.
// That link validates the prefill with zod, so it is fetched while the estimate is calculating,
// not with the page (docs/frontend-performance.md).
const loadRequestLink = () => import('@/features/requests/components/request-from-estimate-link');
const RequestFromEstimateLink = lazyComponent(() => loadRequestLink().then((m) => ({ default: m.RequestFromEstimateLink })));

// Below the hero, so not in the first load: the estimator and the sections under it are in the
// pre-rendered page's markup from the start, and React hydrates each once its chunk is there
// (docs/frontend-performance.md).
const QuickEstimate = lazyComponent(() =>
  import('@/features/estimate/components/quick-estimate').then((m) => ({ default: m.QuickEstimate })),
);
const BelowTheFold = lazyComponent(() => import('../components/home-below-the-fold').then((m) => ({ default: m.HomeBelowTheFold })));

export function HomePage() {
  return (
    <>
      <HomeHero />
      <section id="estimate" aria-label="Quick Property Estimate" className="scroll-mt-20 px-4 py-16 sm:px-6 lg:px-8">
        <Suspense fallback={null}>
          <QuickEstimate
            onCalculate={() => void loadRequestLink()}
            resultAction={(input) => (
              <Suspense fallback={null}>
                <RequestFromEstimateLink estimate={input} />
              </Suspense>
            )}
          />
        </Suspense>
      </section>
      <Suspense fallback={null}>
        <BelowTheFold />
      </Suspense>
    </>
  );
}
