import { ADMIN_SIGN_OUT_DELAY_MS } from '@thamani/domain/limits';
import { can, type Permission } from '@thamani/domain/access';
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
 * The admin area: the role must be allowed in AND the server's token validation must say a role
 * that is. If the server disagrees, the session is stale or tampered with: sign out after 2 s.
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

/**
 * One guard wraps every admin page (a layout route), so it asks one permission: the firm's desk,
 * the area's landing page (/admin) that every other admin page is reached from. Each page's own
 * permission (people, audit, firm, system…) is held by the same people today; the server asks it
 * per route. Asking it here per page would mean a guard per route, and the server check below
 * (never cached) would then run again on every move between admin pages.
 */
const ADMIN_AREA: Permission = 'dashboard:firm';

type Verdict = 'checking' | 'allowed' | 'not-admin' | 'server-not-admin' | 'error';

function AdminCheck({ children }: { children: ReactNode }) {
  const { status, role, signOut } = useAuth();
  const mayEnter = status === 'signed-in' && can({ role }, ADMIN_AREA);
  const validation = useQuery({ ...validateQueryOptions(), enabled: mayEnter });

  let verdict: Verdict = 'checking';
  if (status === 'signed-in' && !mayEnter) {
    verdict = 'not-admin';
  } else if (validation.isError) {
    verdict = 'error';
  } else if (validation.data) {
    verdict = can(validation.data, ADMIN_AREA) ? 'allowed' : 'server-not-admin';
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
