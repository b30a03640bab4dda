import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { GREETING_ATTRIBUTE } from '@/shell/pages';
import { WelcomeBanner } from './welcome-banner';

/** The client dashboard's column: the welcome banner on top, then its sections. */
export function DashboardColumn({ children, greeting }: { children: ReactNode; greeting?: string }) {
  return (
    <div
      className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:px-8"
      {...(greeting === undefined ? {} : { [GREETING_ATTRIBUTE]: greeting })}
    >
      {children}
    </div>
  );
}

/**
 * The dashboard's greeting with a spinner beneath, while the session is checked: what the server
 * paints for a visitor it knows (src/shell), and what the app shows until the page can render —
 * the same markup, so the greeting stays put while the app takes over.
 */
export function GreetingFrame({ name }: { name: string }) {
  return (
    <DashboardColumn greeting={name}>
      <WelcomeBanner name={name} />
      <PageSpinner label="Checking your session" />
    </DashboardColumn>
  );
}
