import { paths } from '@/config/paths';
import type { AreaLink } from './components/area-shell';

export type AreaSection = { title: string; description: string; planned: readonly string[] };

/** The agent area's sub-navigation (the agent links plus site visits). */
export const AGENT_LINKS: readonly AreaLink[] = [
  { label: 'Requests', to: paths.agentDashboard.requests },
  { label: 'Report drafts', to: paths.agentDashboard.reportDrafts },
  { label: 'Templates', to: paths.agentDashboard.templates },
  { label: 'Site visits', to: paths.agent.visits },
  { label: 'Inspections', to: paths.inspections },
];

/**
 * Agent sections still being built (reports and templates come with later issues). The
 * request queue and the site-visit pages are real pages with routes of their own.
 * Ordered most specific first; a pattern matches the whole path.
 */
const AGENT_SECTIONS: ReadonlyArray<[RegExp, AreaSection]> = [
  [
    /^\/agent-dashboard\/reports\/drafts\/?$/,
    {
      title: 'Report drafts',
      description: 'Valuation reports you are writing.',
      planned: ['Drafts started from a template', 'Submitting a draft for review'],
    },
  ],
  [
    /^\/agent-dashboard\/templates\/?$/,
    {
      title: 'Templates',
      description: 'Report templates for each kind of property.',
      planned: ['Creating and editing report templates', 'Sections per property type'],
    },
  ],
  [
    /^\/agent\/report\/[^/]+\/enhanced\/?$/,
    {
      title: 'Enhanced report edit',
      description: 'The full report editor.',
      planned: ['Every report section with values and supporting documents'],
    },
  ],
  [
    /^\/agent\/report\/[^/]+\/?$/,
    {
      title: 'Report edit',
      description: 'Edit a valuation report.',
      planned: ['Market, forced-sale and reinstatement values'],
    },
  ],
];

/** The section still being built at a path; null for anything else (the page sends it to the queue). */
export function getAgentSection(pathname: string): AreaSection | null {
  return AGENT_SECTIONS.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}
