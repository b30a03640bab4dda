import { describe, expect, it } from 'vitest';
import { getAdminSection } from './admin-sections';
import { getAgentSection } from './agent-sections';

describe('getAgentSection', () => {
  it.each([
    ['/agent-dashboard', 'Agent Dashboard'],
    ['/agent-dashboard/', 'Agent Dashboard'],
    ['/agent-dashboard/requests', 'Requests'],
    ['/agent-dashboard/reports/drafts', 'Report drafts'],
    ['/agent-dashboard/templates', 'Templates'],
    ['/agent-dashboard/something-else', 'Agent Dashboard'],
    ['/agent/schedule', 'Schedule Site Visit'],
    ['/agent/visits', 'Site visits'],
    ['/agent/visit/abc', 'Visit details'],
    ['/agent/visit/abc/review', 'Post-visit review'],
    ['/agent/report/r1', 'Report edit'],
    ['/agent/report/r1/enhanced', 'Enhanced report edit'],
  ])('%s → %s', (path, title) => {
    expect(getAgentSection(path).title).toBe(title);
  });
});

describe('getAdminSection', () => {
  it.each([
    ['/admin', 'Admin Dashboard'],
    ['/admin-dashboard', 'Admin Dashboard'],
    ['/admin/properties', 'Properties'],
    ['/admin/reports/', 'Reports'],
  ])('%s → %s', (path, title) => {
    expect(getAdminSection(path).title).toBe(title);
  });
});
