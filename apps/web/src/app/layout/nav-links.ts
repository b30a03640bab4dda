import type { Role } from '@thamani/domain/roles';
import { paths } from '@/config/paths';

export type NavLinkItem = { label: string; to: string; end?: boolean };

/** The navigation bar's links, by role. */
export function navLinksForRole(role: Role): NavLinkItem[] {
  switch (role) {
    case 'admin':
      return [
        { label: 'Dashboard', to: paths.admin.root, end: true },
        { label: 'Properties', to: paths.admin.properties },
        { label: 'Reports', to: paths.admin.reports },
      ];
    case 'agent':
      return [
        { label: 'Dashboard', to: paths.agentDashboard.root, end: true },
        { label: 'Requests', to: paths.agentDashboard.requests },
        { label: 'Reports', to: paths.agentDashboard.reportDrafts },
        { label: 'Templates', to: paths.agentDashboard.templates },
        { label: 'Inspections', to: paths.inspections },
      ];
    case 'user':
      return [
        { label: 'Home', to: paths.home, end: true },
        { label: 'Request Valuation', to: paths.request },
        { label: 'My Requests', to: paths.myRequests },
      ];
  }
}
