import { QuickEstimate } from '@/features/estimate/components/quick-estimate';
// A page composes features (docs/decisions/003): the estimate hands its inputs to the request form.
import { RequestFromEstimateLink } from '@/features/requests/components/request-from-estimate-link';
import { ClosingCta } from '../components/closing-cta';
import { HomeHero } from '../components/home-hero';
import { ServiceCategories } from '../components/service-categories';
import { WhyChoose } from '../components/why-choose';

export function HomePage() {
  return (
    <>
      <HomeHero />
      <section id="estimate" aria-label="Quick Property Estimate" className="scroll-mt-20 px-4 py-16 sm:px-6 lg:px-8">
        <QuickEstimate resultAction={(input) => <RequestFromEstimateLink estimate={input} />} />
      </section>
      <WhyChoose />
      <ServiceCategories />
      <ClosingCta />
    </>
  );
}
