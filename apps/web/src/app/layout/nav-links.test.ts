// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AGENT_LINKS } from '@/features/areas/agent-sections';
import { navLinksForRole } from './nav-links';

describe('the agent’s navigation', () => {
  it('lists the spec’s five destinations in its order, Dashboard matching its own path only', () => {
    expect(navLinksForRole('agent')).toEqual([
      { label: 'Dashboard', to: '/agent-dashboard', end: true },
      { label: 'Requests', to: '/agent-dashboard/requests' },
      { label: 'Reports', to: '/agent-dashboard/reports/drafts' },
      { label: 'Templates', to: '/agent-dashboard/templates' },
      { label: 'Inspections', to: '/inspections' },
    ]);
  });

  it('is the same list as the agent area’s sub-navigation', () => {
    expect(navLinksForRole('agent').map(({ label, to }) => [label, to])).toEqual(
      AGENT_LINKS.map(({ label, to }) => [label, to]),
    );
  });
});
