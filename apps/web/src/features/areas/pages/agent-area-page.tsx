import { Navigate } from 'react-router';
import { paths } from '@/config/paths';

/** Any other /agent-dashboard path: every agent section is a page of its own, so this goes to the dashboard. */
export function AgentAreaPage() {
  return <Navigate to={paths.agentDashboard.root} replace />;
}
