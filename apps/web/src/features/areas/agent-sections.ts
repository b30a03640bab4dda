import { paths } from '@/config/paths';
import type { AreaLink } from './components/area-under-construction';

export type AreaSection = { title: string; description: string; planned: readonly string[] };

export const AGENT_LINKS: readonly AreaLink[] = [
  { label: 'Requests', to: paths.agentDashboard.requests },
  { label: 'Report drafts', to: paths.agentDashboard.reportDrafts },
  { label: 'Templates', to: paths.agentDashboard.templates },
  { label: 'Site visits', to: paths.agent.visits },
  { label: 'Inspections', to: paths.inspections },
];

const AGENT_HOME: AreaSection = {
  title: 'Agent Dashboard',
  description: 'Your work as a valuer: incoming requests, site visits, inspections and reports.',
  planned: [
    'A queue of unassigned requests and the ones assigned to you',
    'Accepting requests and scheduling site visits',
    'Inspection checklists with photos',
    'Report drafts from templates, submitted for review',
  ],
};

/** Ordered most specific first; a pattern matches the whole path. */
const AGENT_SECTIONS: ReadonlyArray<[RegExp, AreaSection]> = [
  [
    /^\/agent-dashboard\/requests\/?$/,
    {
      title: 'Requests',
      description: 'Valuation requests waiting for a valuer and those assigned to you.',
      planned: ['Unassigned requests to accept', 'Your assigned requests with their status and due dates'],
    },
  ],
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
    /^\/agent\/schedule\/?$/,
    {
      title: 'Schedule Site Visit',
      description: 'Book a site visit for a request assigned to you.',
      planned: ['Weekday slots from 8:00 AM to 5:30 PM', 'Durations of 30, 60, 90 or 120 minutes'],
    },
  ],
  [
    /^\/agent\/visits\/?$/,
    {
      title: 'Site visits',
      description: 'The site visits you have scheduled.',
      planned: ['Your upcoming and past visits with client and property details'],
    },
  ],
  [
    /^\/agent\/visit\/[^/]+\/review\/?$/,
    {
      title: 'Post-visit review',
      description: 'Record what you found on a site visit.',
      planned: ['Observations, condition rating and notes'],
    },
  ],
  [
    /^\/agent\/visit\/[^/]+\/?$/,
    {
      title: 'Visit details',
      description: 'One site visit: property, client, time and notes.',
      planned: ['Completing or cancelling the visit'],
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

/** Which agent section a path shows; anything else under the agent area is its dashboard. */
export function getAgentSection(pathname: string): AreaSection {
  return AGENT_SECTIONS.find(([pattern]) => pattern.test(pathname))?.[1] ?? AGENT_HOME;
}
