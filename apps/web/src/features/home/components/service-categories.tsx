import { Building2, Factory, Home } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const CATEGORIES = [
  {
    icon: Home,
    title: 'Residential',
    description: 'For buyers, sellers, homeowners and mortgage lenders.',
    items: ['Houses', 'Apartments & Condominiums', 'Residential Plots'],
  },
  {
    icon: Building2,
    title: 'Commercial',
    description: 'For investors, landlords, businesses and their financiers.',
    items: ['Offices', 'Retail Spaces & Malls', 'Hotels'],
  },
  {
    icon: Factory,
    title: 'Industrial',
    description: 'For manufacturers, logistics operators and developers.',
    items: ['Warehouses', 'Factories', 'Industrial Land'],
  },
] as const;

export function ServiceCategories() {
  return (
    <section aria-labelledby="services-heading" className="border-y bg-muted">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 sm:px-6 lg:px-8">
        <div className="mx-auto grid max-w-2xl gap-3 text-center">
          <h2 id="services-heading" className="text-3xl font-bold tracking-tight">
            Our Valuation Services
          </h2>
          <p className="text-muted-foreground">We value every kind of property, from a family home to a factory.</p>
        </div>
        <ul className="grid gap-6 md:grid-cols-3">
          {CATEGORIES.map(({ icon: Icon, title, description, items }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <Icon aria-hidden="true" className="size-8 text-primary" />
                  <CardTitle>{title}</CardTitle>
                  <CardDescription>{description}</CardDescription>
                </CardHeader>
                <CardContent>
                  <ul className="grid gap-2">
                    {items.map((item) => (
                      <li key={item} className="flex items-center gap-2">
                        <span aria-hidden="true" className="size-1.5 rounded-full bg-primary" />
                        {item}
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
