import { Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy';
import { QuickEstimate } from '@/features/estimate/components/quick-estimate';
import { ClosingCta } from '../components/closing-cta';
import { HomeHero } from '../components/home-hero';
import { ServiceCategories } from '../components/service-categories';
import { WhyChoose } from '../components/why-choose';

// A page composes features (docs/decisions/003): the estimate hands its inputs to the request form.
// That link validates the prefill with zod, so it is fetched while the estimate is calculating,
// not with the page (docs/frontend-performance.md).
const loadRequestLink = () => import('@/features/requests/components/request-from-estimate-link');
const RequestFromEstimateLink = lazyComponent(() => loadRequestLink().then((m) => ({ default: m.RequestFromEstimateLink })));

export function HomePage() {
  return (
    <>
      <HomeHero />
      <section id="estimate" aria-label="Quick Property Estimate" className="scroll-mt-20 px-4 py-16 sm:px-6 lg:px-8">
        <QuickEstimate
          onCalculate={() => void loadRequestLink()}
          resultAction={(input) => (
            <Suspense fallback={null}>
              <RequestFromEstimateLink estimate={input} />
            </Suspense>
          )}
        />
      </section>
      <WhyChoose />
      <ServiceCategories />
      <ClosingCta />
    </>
  );
}
