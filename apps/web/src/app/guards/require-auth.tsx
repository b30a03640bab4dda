import { GUARD_MESSAGES } from '@thamani/domain/messages';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { toast } from 'sonner';
import { PendingPage } from './pending-page';
import { GreetingFrame } from '@/features/dashboard/components/greeting-frame';
import { signInPathFor } from '@/lib/auth/redirect-to';
import { useAuth } from '@/lib/auth/use-auth';
import { forgetServerGreeting, serverGreetingFor } from '@/shell/server-greeting';

/** Signed-in check: otherwise a toast and a redirect to /auth. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  // When a page load's session check says "signed in", the page itself — the largest render of the
  // load — is rendered as deferred work, in slices between which the browser stays responsive,
  // while the spinner or greeting stays on screen; every other change of state shows at once.
  const deferred = useDeferredValue(auth.status);
  const status = auth.status === 'signed-in' && deferred === 'loading' ? 'loading' : auth.status;
  const location = useLocation();
  const denied = status === 'signed-out';

  useEffect(() => {
    if (denied) {
      toast.error(GUARD_MESSAGES.signInRequired, { id: 'guard-sign-in' });
    }
  }, [denied]);
  useEffect(() => {
    if (status !== 'loading') {
      forgetServerGreeting();
    }
  }, [status]);

  if (status === 'loading') {
    // The page the server greeted the visitor on keeps that greeting while the session is checked.
    const greeting = serverGreetingFor(location.pathname);
    return greeting === null ? <PendingPage label="Checking your session" /> : <GreetingFrame name={greeting} />;
  }
  if (denied) {
    // ?redirectTo brings the visitor back here after signing in.
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={signInPathFor(returnTo)} replace state={{ from: location.pathname }} />;
  }
  return children;
}
