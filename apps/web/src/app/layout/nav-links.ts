import type { Role } from '@thamani/domain/roles';
import { paths } from '@/config/paths';
import { AGENT_LINKS } from '@/features/areas/agent-sections';

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
      // The same entries as the agent area's sub-navigation.
      return AGENT_LINKS.map((link) => ({ ...link }));
    case 'user':
      return [
        { label: 'Home', to: paths.home, end: true },
        { label: 'Request Valuation', to: paths.request },
        { label: 'My Requests', to: paths.myRequests },
      ];
  }
}
