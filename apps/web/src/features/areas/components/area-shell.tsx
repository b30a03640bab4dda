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

/** An area's frame: its sub-navigation beside the current section (above it, wrapped, on a phone). */
export function AreaShell({ areaName, links, children }: AreaShellProps) {
  return (
    // minmax(0, 1fr): the column is the screen's width, not its widest content's (the strip, a long title).
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 sm:py-8 md:grid-cols-[14rem_minmax(0,1fr)] lg:px-8">
      <nav aria-label={areaName} className="min-w-0 md:sticky md:top-20 md:self-start">
        <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{areaName}</p>
        {/* On a phone the links wrap onto as many lines as they need: every label whole and in
            view, none cut at the screen's edge of a sideways strip. */}
        <ul className="-m-1 flex flex-wrap gap-1 p-1 md:flex-col md:flex-nowrap">
          {links.map((link) => (
            <li key={link.to} className="shrink-0">
              <NavLink
                to={link.to}
                end
                className={({ isActive }) =>
                  cn(
                    // 44 px tall on touch screens; compact in the desktop column.
                    'flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-foreground hover:bg-accent hover:text-accent-foreground md:min-h-0',
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
