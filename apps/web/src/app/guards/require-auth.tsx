import { GUARD_MESSAGES } from '@thamani/domain/messages';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { toast } from 'sonner';
import { PageSpinner } from '@/components/ui/spinner';
import { signInPathFor } from '@/lib/auth/redirect-to';
import { useAuth } from '@/lib/auth/use-auth';

/** Signed-in check: otherwise a toast and a redirect to /auth. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  const denied = status === 'signed-out';

  useEffect(() => {
    if (denied) {
      toast.error(GUARD_MESSAGES.signInRequired, { id: 'guard-sign-in' });
    }
  }, [denied]);

  if (status === 'loading') {
    return <PageSpinner label="Checking your session" />;
  }
  if (denied) {
    // ?redirectTo brings the visitor back here after signing in.
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={signInPathFor(returnTo)} replace state={{ from: location.pathname }} />;
  }
  return children;
}
