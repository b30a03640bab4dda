import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { getAgentSection } from '../agent-sections';
import { UnderConstructionSection } from '../components/area-under-construction';

/** Agent sections still being built, inside the agent area layout; unknown paths go to the queue. */
export function AgentAreaPage() {
  const { pathname } = useLocation();
  const section = getAgentSection(pathname);
  if (!section) {
    return <Navigate to={paths.agentDashboard.root} replace />;
  }
  return <UnderConstructionSection {...section} />;
}
