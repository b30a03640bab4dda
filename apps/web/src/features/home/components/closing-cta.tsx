import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-cta-heading" className="bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 id="closing-cta-heading" className="text-3xl font-bold tracking-tight">
          Ready to know what your property is worth?
        </h2>
        <p className="text-lg opacity-90">
          Tell us about the property and a registered valuer will take it from there.
        </p>
        <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary" className="w-full sm:w-auto">
            <Link to={paths.request}>Request a Valuation Now</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline-on-primary"
            className="w-full sm:w-auto"
          >
            <Link to={paths.valuation}>Learn About Our Process</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
