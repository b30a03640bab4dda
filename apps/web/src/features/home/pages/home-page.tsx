import { QuickEstimate } from '@/features/estimate/components/quick-estimate';
import { ClosingCta } from '../components/closing-cta';
import { HomeHero } from '../components/home-hero';
import { ServiceCategories } from '../components/service-categories';
import { WhyChoose } from '../components/why-choose';

export function HomePage() {
  return (
    <>
      <HomeHero />
      <section id="estimate" aria-label="Quick Property Estimate" className="scroll-mt-20 px-4 py-16 sm:px-6 lg:px-8">
        <QuickEstimate />
      </section>
      <WhyChoose />
      <ServiceCategories />
      <ClosingCta />
    </>
  );
}
