import { ClipboardCheck, FileText, Target } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { InfoCard } from '../components/info-card';
import { ProcessSteps } from '../components/process-steps';
import { DOCUMENTS, PURPOSES, REPORT_CONTENTS } from '../valuation-content';

export function ValuationPage() {
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-12 px-4 py-12 sm:px-6 lg:px-8">
      <header className="grid gap-4 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">How a Property Valuation Works</h1>
        <p className="mx-auto max-w-3xl text-lg text-muted-foreground">
          A valuation is a registered valuer&apos;s professional opinion of what your property is worth, backed by an
          inspection and evidence from the local market. Here is what happens from your request to your report, and what
          to have ready.
        </p>
        <div className="flex justify-center">
          <Button asChild size="lg">
            <Link to={paths.request}>Start a Valuation Request</Link>
          </Button>
        </div>
      </header>

      <section aria-labelledby="process-heading" className="grid gap-6">
        <h2 id="process-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          The process, step by step
        </h2>
        <ProcessSteps />
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <InfoCard icon={ClipboardCheck} title="Documents to have ready" items={DOCUMENTS} />
        <InfoCard icon={Target} title="Why people get a valuation" items={PURPOSES} />
      </div>

      <InfoCard icon={FileText} title="What your report contains" items={REPORT_CONTENTS} />

      <section
        aria-labelledby="valuation-cta-heading"
        className="grid gap-4 rounded-xl bg-primary p-8 text-center text-primary-foreground"
      >
        <h2 id="valuation-cta-heading" className="text-2xl font-bold tracking-tight">
          Ready to begin?
        </h2>
        <p className="opacity-90">Send us the property details and we will assign a registered valuer.</p>
        <div className="flex justify-center">
          <Button asChild size="lg" variant="secondary">
            <Link to={paths.request}>Request a Valuation</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
