import { ADMIN_SIGN_OUT_DELAY_MS } from '@thamani/domain/limits';
import { GUARD_MESSAGES, SESSION_MESSAGES } from '@thamani/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { validateQueryOptions } from '@/lib/auth/auth-keys';
import { useAuth } from '@/lib/auth/use-auth';
import { PendingPage } from './pending-page';
import { RequireAuth } from './require-auth';

/**
 * Admin routes: the role must be admin AND the server's token validation must
 * say admin. If the server disagrees, the session is stale or tampered with: sign out after 2 s.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <AdminCheck>{children}</AdminCheck>
    </RequireAuth>
  );
}

let adminSignOutScheduled = false;

/** Outlives the guard (which unmounts when it redirects) and runs once however often it renders. */
function scheduleAdminSignOut(signOut: () => Promise<void>): void {
  if (adminSignOutScheduled) {
    return;
  }
  adminSignOutScheduled = true;
  setTimeout(() => {
    adminSignOutScheduled = false;
    void signOut();
  }, ADMIN_SIGN_OUT_DELAY_MS);
}

type Verdict = 'checking' | 'allowed' | 'not-admin' | 'server-not-admin' | 'error';

function AdminCheck({ children }: { children: ReactNode }) {
  const { status, role, signOut } = useAuth();
  const isAdminRole = status === 'signed-in' && role === 'admin';
  const validation = useQuery({ ...validateQueryOptions(), enabled: isAdminRole });

  let verdict: Verdict = 'checking';
  if (status === 'signed-in' && !isAdminRole) {
    verdict = 'not-admin';
  } else if (validation.isError) {
    verdict = 'error';
  } else if (validation.data) {
    verdict = validation.data.role === 'admin' ? 'allowed' : 'server-not-admin';
  }

  useEffect(() => {
    switch (verdict) {
      case 'not-admin':
        toast.error(GUARD_MESSAGES.accessDeniedTitle, { id: 'guard-admin', description: GUARD_MESSAGES.adminRequired });
        return;
      case 'error':
        toast.error(SESSION_MESSAGES.permissionsCheckFailedTitle, {
          id: 'guard-admin',
          description: SESSION_MESSAGES.permissionsCheckFailedDescription,
        });
        return;
      case 'server-not-admin': {
        toast.error(GUARD_MESSAGES.accessDeniedTitle, { id: 'guard-admin', description: GUARD_MESSAGES.sessionLacksAdmin });
        scheduleAdminSignOut(signOut);
        return;
      }
      case 'checking':
      case 'allowed':
        return;
    }
  }, [verdict, signOut]);

  if (verdict === 'checking') {
    return <PendingPage label="Checking your access" />;
  }
  if (verdict !== 'allowed') {
    return <Navigate to={paths.home} replace />;
  }
  return children;
}
