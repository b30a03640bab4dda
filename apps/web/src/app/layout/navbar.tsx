import { Building2 } from 'lucide-react';
import { Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { lazyComponent, useLoaded } from '@/lib/lazy';
import { cn } from '@/lib/utils';
import { navLinksForRole } from './nav-links';

// Radix's menu stack is only needed once someone is signed in: keep it out of the first load.
const AccountMenu = lazyComponent(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })), {
  queries: true,
});
const SiteMenu = lazyComponent(() => import('./site-menu').then((m) => ({ default: m.SiteMenu })));
const NotificationBell = lazyComponent(
  () => import('@/features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
  { queries: true },
);

export function Navbar() {
  const { status, role } = useAuth();
  const links = navLinksForRole(role);
  const signedIn = status === 'signed-in';
  const bellLoaded = useLoaded(NotificationBell, signedIn);
  const menuLoaded = useLoaded(AccountMenu, signedIn);
  const siteMenuLoaded = useLoaded(SiteMenu, signedIn);
  const bellPlaceholder = <Skeleton className="size-10" />;
  const menuPlaceholder = <Skeleton className="h-10 w-28" />;

  return (
    // On a 360 px phone the bar holds the name, the theme toggle and Sign In + Get Started (or the
    // bell, the Menu button with the role links and the account icon): spacing and the name's
    // size shrink below `sm` so all of it fits without the page growing sideways.
    <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
      <Link
        to={paths.home}
        className="flex shrink-0 items-center gap-1.5 rounded-md text-base font-bold text-primary sm:gap-2 sm:text-lg"
      >
        <Building2 aria-hidden="true" className="size-5 sm:size-6" />
        Thamani
      </Link>

      {status === 'signed-in' ? (
        <ul className="ml-4 hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  cn(
                    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
                    isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
        <ThemeToggle />
        {status === 'loading' ? menuPlaceholder : null}
        {signedIn ? (
          <Suspense fallback={bellPlaceholder}>{bellLoaded ? <NotificationBell /> : bellPlaceholder}</Suspense>
        ) : null}
        {signedIn ? <Suspense fallback={null}>{siteMenuLoaded ? <SiteMenu links={links} /> : null}</Suspense> : null}
        {signedIn ? (
          <Suspense fallback={menuPlaceholder}>{menuLoaded ? <AccountMenu /> : menuPlaceholder}</Suspense>
        ) : null}
        {status === 'signed-out' ? (
          <>
            <Button variant="ghost" size="compact" asChild>
              <Link to={paths.auth}>Sign In</Link>
            </Button>
            <Button size="compact" asChild>
              <Link to={paths.auth}>Get Started</Link>
            </Button>
          </>
        ) : null}
      </div>
    </nav>
  );
}
