import { lazy } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';

const ClientDashboardPage = lazy(() =>
  import('@/features/dashboard/pages/client-dashboard-page').then((m) => ({ default: m.ClientDashboardPage })),
);

/** /dashboard (spec point 6): admins go to /admin, agents to /agent-dashboard, others stay. */
export function DashboardRoute() {
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
  return <ClientDashboardPage />;
}
