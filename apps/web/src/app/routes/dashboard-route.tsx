import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * /dashboard sends each role to its own home: admins to /admin, agents to /agent-dashboard; a
 * client stays and sees `children` (the router passes the one lazily loaded client dashboard).
 */
export function DashboardRoute({ children }: { children: ReactNode }) {
  const { status, role } = useAuth();
  if (status !== 'signed-in') {
    return <PageSpinner />;
  }
  if (role === 'admin') {
    return <Navigate to={paths.admin.root} replace />;
  }
  if (role === 'agent') {
    return <Navigate to={paths.agentDashboard.root} replace />;
  }
  return children;
}
