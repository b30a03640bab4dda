import { Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy';
import { HomeHero } from '../components/home-hero';

// A page composes features (docs/decisions/003): the estimate hands its inputs to the request form.
// That link validates the prefill with zod, so it is fetched while the estimate is calculating,
// not with the page (docs/frontend-performance.md).
const loadRequestLink = () => import('@/features/requests/components/request-from-estimate-link');
const RequestFromEstimateLink = lazyComponent(() =>
  loadRequestLink().then((m) => ({ default: m.RequestFromEstimateLink })),
);
// What the firm's approved valuations say, beside the estimate: it asks the server, so it brings
// the query client; fetched while the estimate is calculating too.
const loadEvidence = () => import('@/features/estimate/components/market-evidence-panel');
const MarketEvidencePanel = lazyComponent(() => loadEvidence().then((m) => ({ default: m.MarketEvidencePanel })), {
  queries: true,
});

// What is under the hero (the estimator, then the other sections) is off the first load: both
// chunks are fetched as soon as this page's code runs, and each shows up once it is there
// (docs/frontend-performance.md).
const loadEstimator = () => import('@/features/estimate/components/quick-estimate');
const loadBelowTheFold = () => import('../components/home-below-the-fold');
const QuickEstimate = lazyComponent(() => loadEstimator().then((m) => ({ default: m.QuickEstimate })));
const BelowTheFold = lazyComponent(() => loadBelowTheFold().then((m) => ({ default: m.HomeBelowTheFold })));
void loadEstimator();
void loadBelowTheFold();

export function HomePage() {
  return (
    <>
      <HomeHero />
      <section id="estimate" aria-label="Quick Property Estimate" className="scroll-mt-20 px-4 py-16 sm:px-6 lg:px-8">
        <Suspense fallback={null}>
          <QuickEstimate
            onCalculate={() => {
              void loadRequestLink();
              void MarketEvidencePanel.preload();
            }}
            resultEvidence={(input) => (
              <Suspense fallback={null}>
                <MarketEvidencePanel input={input} />
              </Suspense>
            )}
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
