import type { Role } from '@thamani/domain/access';
import { paths } from '@/config/paths';
import { AGENT_LINKS } from '@/features/areas/agent-sections';

export type NavLinkItem = { label: string; to: string; end?: boolean };

/**
 * The navigation bar leads to the person's own area — the one homePathForRole sends them to — so
 * its links are per role, not per permission: an admin may also enter the valuers' workspace and
 * order a valuation, yet the bar shows the firm's desk.
 */
const NAV_LINKS: Record<Role, readonly NavLinkItem[]> = {
  admin: [
    { label: 'Dashboard', to: paths.admin.root, end: true },
    { label: 'Properties', to: paths.admin.properties },
    { label: 'Reports', to: paths.admin.reports },
  ],
  // The same entries as the agent area's sub-navigation.
  agent: AGENT_LINKS,
  user: [
    { label: 'Home', to: paths.home, end: true },
    { label: 'Request Valuation', to: paths.request },
    { label: 'My Requests', to: paths.myRequests },
  ],
};

/** The navigation bar's links, by role (fresh copies, as the caller may keep them). */
export function navLinksForRole(role: Role): NavLinkItem[] {
  return NAV_LINKS[role].map((link) => ({ ...link }));
}
