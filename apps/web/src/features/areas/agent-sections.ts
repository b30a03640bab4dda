import { paths } from '@/config/paths';
import type { AreaLink } from './components/area-shell';

/**
 * The agent's destinations, one entry each: the navigation bar and the agent area's
 * sub-navigation both read this list, so they never disagree. /agent-dashboard shows the same
 * queue as Requests (the spec's landing after sign-in), so it has no entry of its own.
 */
export const AGENT_LINKS: readonly AreaLink[] = [
  { label: 'Requests', to: paths.agentDashboard.requests },
  { label: 'Site visits', to: paths.agent.visits },
  { label: 'Reports', to: paths.agentDashboard.reportDrafts },
  { label: 'Templates', to: paths.agentDashboard.templates },
  { label: 'Inspections', to: paths.inspections },
];
