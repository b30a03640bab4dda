import { ClosingCta } from './closing-cta';
import { ServiceCategories } from './service-categories';
import { WhyChoose } from './why-choose';

/** The home page's sections under the estimator (one chunk, loaded after the page's). */
export function HomeBelowTheFold() {
  return (
    <>
      <WhyChoose />
      <ServiceCategories />
      <ClosingCta />
    </>
  );
}
