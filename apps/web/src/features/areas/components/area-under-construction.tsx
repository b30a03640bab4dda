import { Construction } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { type AreaLink, AreaShell } from './area-shell';

export type { AreaLink } from './area-shell';

type UnderConstructionSectionProps = {
  /** The current section; the page's one h1. */
  title: string;
  description: string;
  /** What the finished section will let people do. */
  planned?: readonly string[];
};

/** The one honest placeholder for an area not built yet: a real heading, no fake data. */
export function UnderConstructionSection({ title, description, planned = [] }: UnderConstructionSectionProps) {
  return (
    <>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </header>
      <Card>
        <CardHeader className="flex-row items-start gap-4">
          <Construction aria-hidden="true" className="size-8 shrink-0 text-primary" />
          <div className="grid gap-1.5">
            <CardTitle as="h2" className="text-lg">
              This area is being built
            </CardTitle>
            <CardDescription>
              It is not available yet. Nothing shown here is real data; the section opens as soon as it is ready.
            </CardDescription>
          </div>
        </CardHeader>
        {planned.length > 0 ? (
          <CardContent>
            <h3 className="mb-2 text-sm font-semibold">What it will offer</h3>
            <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
              {planned.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </CardContent>
        ) : null}
      </Card>
    </>
  );
}

type AreaUnderConstructionProps = UnderConstructionSectionProps & {
  links: readonly AreaLink[];
  /** Names the sub-navigation landmark, e.g. "Admin area". */
  areaName?: string;
};

/** A placeholder section inside its area's sub-navigation. */
export function AreaUnderConstruction({ links, areaName = 'Area', ...section }: AreaUnderConstructionProps) {
  return (
    <AreaShell areaName={areaName} links={links}>
      <UnderConstructionSection {...section} />
    </AreaShell>
  );
}
