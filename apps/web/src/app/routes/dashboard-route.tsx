import { homePathForRole } from '@thamani/domain/access';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * /dashboard sends each role to its own home (homePathForRole): admins to /admin, agents to
 * /agent-dashboard; a client, whose home this is, stays and sees `children` (the router passes the
 * one lazily loaded client dashboard).
 */
export function DashboardRoute({ children }: { children: ReactNode }) {
  const { status, role } = useAuth();
  if (status !== 'signed-in') {
    return <PageSpinner />;
  }
  const home = homePathForRole(role);
  if (home !== paths.dashboard) {
    return <Navigate to={home} replace />;
  }
  return children;
}
