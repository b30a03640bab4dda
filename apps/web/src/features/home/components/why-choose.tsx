import { FileText, MapPin, ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const REASONS = [
  {
    icon: ShieldCheck,
    title: 'Expert Valuers',
    text: 'Every valuation is carried out by a valuer registered with the Valuers Registration Board, who inspects the property in person.',
  },
  {
    icon: MapPin,
    title: 'Local Knowledge',
    text: 'Our valuers work across Kenyan counties and follow local land markets, zoning and recent comparable sales closely.',
  },
  {
    icon: FileText,
    title: 'Comprehensive Reports',
    text: 'You receive a clear written report with market value, forced-sale value and, where needed, reinstatement value for insurance.',
  },
] as const;

export function WhyChoose() {
  return (
    <section aria-labelledby="why-choose-heading" className="mx-auto grid max-w-6xl gap-8 px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto grid max-w-2xl gap-3 text-center">
        <h2 id="why-choose-heading" className="text-3xl font-bold tracking-tight">
          Why choose Thamani
        </h2>
        <p className="text-muted-foreground">
          Banks, insurers, courts and buyers rely on a valuation they can trust. That is what we deliver.
        </p>
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {REASONS.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <CardHeader>
                <span className="flex size-12 items-center justify-center rounded-full bg-secondary">
                  <Icon aria-hidden="true" className="size-6 text-primary" />
                </span>
                <CardTitle>{title}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-muted-foreground">{text}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
