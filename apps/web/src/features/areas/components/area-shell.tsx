import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

export type AreaLink = { label: string; to: string };

type AreaShellProps = {
  /** Names the sub-navigation landmark, e.g. "Agent area". */
  areaName: string;
  links: readonly AreaLink[];
  children: ReactNode;
};

/**
 * On a phone the links do not fit side by side: the strip scrolls sideways inside itself (the
 * page does not), so the current link is brought into the strip's view. Only the strip scrolls,
 * never the page (scrollIntoView would also move the page vertically).
 */
function useCurrentLinkInView() {
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) {
      return;
    }
    // The list is `relative`, so offsetLeft is measured from its own start, whatever its scroll.
    const start = current.offsetLeft;
    const end = start + current.offsetWidth;
    if (start < list.scrollLeft || end > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = start - (list.clientWidth - current.offsetWidth) / 2;
    }
  }, [pathname]);
  return listRef;
}

/** An area's frame: its sub-navigation beside the current section (above it, as a strip, on a phone). */
export function AreaShell({ areaName, links, children }: AreaShellProps) {
  const listRef = useCurrentLinkInView();
  return (
    // minmax(0, 1fr): the column is the screen's width, not its widest content's (the strip, a long title).
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 sm:py-8 md:grid-cols-[14rem_minmax(0,1fr)] lg:px-8">
      <nav aria-label={areaName} className="min-w-0 md:sticky md:top-20 md:self-start">
        <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{areaName}</p>
        <ul
          ref={listRef}
          className="relative -m-1 flex gap-1 overflow-x-auto overscroll-x-contain p-1 md:flex-col"
        >
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
