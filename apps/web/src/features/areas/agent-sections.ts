import { paths } from '@/config/paths';
import type { AreaLink } from './components/area-shell';

/**
 * The agent's destinations, as the spec names them and in its order: the navigation bar and the
 * agent area's sub-navigation both read this list, so they never disagree. Dashboard matches its
 * own path only (the other agent pages live under it). Site visits open from the dashboard.
 */
export const AGENT_LINKS: readonly (AreaLink & { end?: boolean })[] = [
  { label: 'Dashboard', to: paths.agentDashboard.root, end: true },
  { label: 'Requests', to: paths.agentDashboard.requests },
  { label: 'Reports', to: paths.agentDashboard.reportDrafts },
  { label: 'Templates', to: paths.agentDashboard.templates },
  { label: 'Inspections', to: paths.inspections },
];
