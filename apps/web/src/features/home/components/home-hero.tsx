import { BadgeCheck, Clock, Eye } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

const HIGHLIGHTS = [
  { icon: Clock, label: 'Fast turnaround' },
  { icon: BadgeCheck, label: 'Certified experts' },
  { icon: Eye, label: 'Transparent process' },
] as const;

export function HomeHero() {
  return (
    <section className="relative overflow-hidden border-b bg-gradient-to-b from-secondary to-background">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8">
        <div className="mx-auto grid max-w-3xl gap-5">
          <h1 className="text-4xl font-bold tracking-tight text-foreground sm:text-5xl lg:text-6xl">
            Professional Property Valuations Across Kenya
          </h1>
          <p className="text-lg text-muted-foreground sm:text-xl">
            Get an accurate, independent valuation of your home, business premises or land from registered valuers —
            delivered quickly, with every step of the process visible to you.
          </p>
        </div>
        <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to={paths.request}>Request Valuation</Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
            {/* Visibly "Learn More" (spec); the hidden rest names the destination for screen readers
                and crawlers — hidden text, not aria-label, since search engines and Lighthouse read
                the link's text. The visible words come first (label in name, WCAG 2.5.3). */}
            <Link to={paths.valuation}>
              Learn More <span className="sr-only">about our valuation process</span>
            </Link>
          </Button>
        </div>
        <ul className="mx-auto flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm font-medium text-foreground">
          {HIGHLIGHTS.map(({ icon: Icon, label }) => (
            <li key={label} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-5 text-primary" />
              {label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
