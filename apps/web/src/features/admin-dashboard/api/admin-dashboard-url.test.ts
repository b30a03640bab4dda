import { ADMIN_DASHBOARD_ENDPOINTS } from '@thamani/domain/admin-dashboard.endpoints';
import { pathOf } from '@thamani/domain/endpoints';
import { describe, expect, it } from 'vitest';
import { ADMIN_DASHBOARD_URL } from './admin-dashboard-url';

describe('the admin dashboard’s preloaded read', () => {
  it('preloads the URL the dashboard then fetches: GET /api/admin/dashboard is its contract’s path', () => {
    expect(ADMIN_DASHBOARD_URL).toBe(pathOf(ADMIN_DASHBOARD_ENDPOINTS.dashboard));
  });
});
