import { describe, expect, it } from 'vitest';
import { getAdminSection } from './admin-sections';
import { getAgentSection } from './agent-sections';

describe('getAgentSection', () => {
  it.each([
    ['/agent-dashboard/reports/drafts', 'Report drafts'],
    ['/agent-dashboard/templates', 'Templates'],
    ['/agent-dashboard/templates/', 'Templates'],
    ['/agent/report/r1', 'Report edit'],
    ['/agent/report/r1/enhanced', 'Enhanced report edit'],
  ])('%s is still being built: %s', (path, title) => {
    expect(getAgentSection(path)?.title).toBe(title);
  });

  it.each(['/agent-dashboard', '/agent-dashboard/requests', '/agent-dashboard/something-else', '/agent/visits'])(
    '%s is not a placeholder',
    (path) => {
      expect(getAgentSection(path)).toBeNull();
    },
  );
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
