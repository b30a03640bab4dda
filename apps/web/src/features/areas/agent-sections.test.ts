import { describe, expect, it } from 'vitest';
import { getAdminSection } from './admin-sections';

describe('getAdminSection', () => {
  it.each([
    ['/admin', 'Admin Dashboard'],
    ['/admin-dashboard', 'Admin Dashboard'],
  ])('%s → %s', (path, title) => {
    expect(getAdminSection(path).title).toBe(title);
  });
});
