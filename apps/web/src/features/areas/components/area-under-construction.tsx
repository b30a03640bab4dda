import { Construction } from 'lucide-react';
import { NavLink } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export type AreaLink = { label: string; to: string };

type AreaUnderConstructionProps = {
  /** The current section; the page's one h1. */
  title: string;
  description: string;
  links: readonly AreaLink[];
  /** Names the sub-navigation landmark, e.g. "Agent area". */
  areaName?: string;
  /** What the finished section will let people do. */
  planned?: readonly string[];
};

/** The one honest placeholder (issue 2, point 9): a real layout and navigation, no fake data. */
export function AreaUnderConstruction({
  title,
  description,
  links,
  areaName = 'Area',
  planned = [],
}: AreaUnderConstructionProps) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-[14rem_1fr] lg:px-8">
      <nav aria-label={areaName} className="md:sticky md:top-20 md:self-start">
        <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{areaName}</p>
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                className={({ isActive }) =>
                  cn(
                    'block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-foreground hover:bg-accent hover:text-accent-foreground',
                    isActive && 'bg-secondary text-secondary-foreground',
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid content-start gap-6">
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
      </div>
    </div>
  );
}
