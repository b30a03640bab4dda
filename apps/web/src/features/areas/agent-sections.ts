import { paths } from '@/config/paths';
import type { AreaLink } from './components/area-shell';

/** The agent area's sub-navigation (the agent links plus site visits); every link is a page of its own. */
export const AGENT_LINKS: readonly AreaLink[] = [
  { label: 'Requests', to: paths.agentDashboard.requests },
  { label: 'Report drafts', to: paths.agentDashboard.reportDrafts },
  { label: 'Templates', to: paths.agentDashboard.templates },
  { label: 'Site visits', to: paths.agent.visits },
  { label: 'Inspections', to: paths.inspections },
];
