import { type ReactNode, Suspense } from 'react';
import { NavLink } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

export type AreaLink = { label: string; to: string };

type AreaShellProps = {
  /** Names the sub-navigation landmark, e.g. "Agent area". */
  areaName: string;
  links: readonly AreaLink[];
  children: ReactNode;
};

/** An area's frame: its sub-navigation beside the current section. */
export function AreaShell({ areaName, links, children }: AreaShellProps) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-[14rem_minmax(0,1fr)] lg:px-8">
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
      {/* Sections load on demand; keep the sub-navigation on screen meanwhile. */}
      <div className="grid min-w-0 content-start gap-6">
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </div>
    </div>
  );
}
