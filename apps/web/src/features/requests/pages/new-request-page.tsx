import { Construction, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { FIRM_CONTACT_EMAIL, FIRM_CONTACT_SUBJECT } from '../firm-contact';

const REQUIRED_DETAILS = [
  { term: 'Property title', detail: 'A short name for the property, e.g. "3-bedroom house in Karen".' },
  { term: 'Property type', detail: 'Residential, commercial, industrial or land.' },
  { term: 'County and town or area', detail: 'Where the property is, e.g. Kiambu County, Ruiru.' },
  { term: 'Address', detail: 'Street, estate or landmarks that help the valuer find it.' },
  { term: 'Plot or LR number', detail: 'As written on the title deed or certificate of lease.' },
  { term: 'Size in square metres', detail: 'The land area, or the floor area for an apartment or office.' },
  { term: 'Bedrooms', detail: 'For residential property.' },
  { term: 'Purpose', detail: 'Sale, mortgage, insurance, probate or rental.' },
  { term: 'Preferred date', detail: 'When the valuer could visit (weekdays).' },
  { term: 'Notes', detail: 'Anything the valuer should know, such as access or deadlines.' },
  { term: 'Documents', detail: 'Copies of the title, deed plan, approved plans or rates clearance, if you have them.' },
] as const;

export function NewRequestPage() {
  const mailto = `mailto:${FIRM_CONTACT_EMAIL}?subject=${encodeURIComponent(FIRM_CONTACT_SUBJECT)}`;
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-12 sm:px-6 lg:px-8">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Request a Valuation</h1>
        <p className="text-lg text-muted-foreground">
          A registered valuer will inspect your property and prepare a written valuation report. This is what we need
          from you to get started.
        </p>
      </header>

      <Alert variant="info">
        <Construction aria-hidden="true" />
        <AlertTitle>Online submission is being built</AlertTitle>
        <AlertDescription>
          <p>
            You can&apos;t submit a request on this page yet. Until you can, send us the details below by e-mail and we
            will set up your request for you.
          </p>
        </AlertDescription>
      </Alert>

      <Card>
        <CardHeader>
          <CardTitle as="h2">What we will ask for</CardTitle>
          <CardDescription>Have these ready; the more you can give, the faster the valuation.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2">
            {REQUIRED_DETAILS.map((item) => (
              <div key={item.term}>
                <dt className="font-medium">{item.term}</dt>
                <dd className="text-sm text-muted-foreground">{item.detail}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Reach us meanwhile</CardTitle>
          <CardDescription>
            E-mail the details above to{' '}
            <a href={mailto} className="font-medium text-primary underline underline-offset-4">
              {FIRM_CONTACT_EMAIL}
            </a>
            . A valuer will reply to confirm the request and agree a visit.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <a href={mailto}>
              <Mail aria-hidden="true" />
              E-mail the valuation team
            </a>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.valuation}>How the process works</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
