import { paths } from '@/config/paths';
import type { AreaLink } from './components/area-shell';
import type { AreaSection } from './agent-sections';

export const ADMIN_LINKS: readonly AreaLink[] = [
  { label: 'Dashboard', to: paths.admin.root },
  { label: 'Requests', to: paths.admin.requests },
  { label: 'Properties', to: paths.admin.properties },
  { label: 'Reports', to: paths.admin.reports },
  { label: 'People', to: paths.admin.users },
  { label: 'Audit log', to: paths.admin.audit },
];

const ADMIN_HOME: AreaSection = {
  title: 'Admin Dashboard',
  description: 'Run the firm: requests, valuers, properties, reports and users.',
  planned: [
    'Key figures across all requests',
    'All requests, with assignment to valuers',
    'Users and their roles',
    'The audit log',
  ],
};

/** Admin pages still being built, by path (each finished page has its own route). */
const ADMIN_SECTIONS: Record<string, AreaSection> = {};

export function getAdminSection(pathname: string): AreaSection {
  return ADMIN_SECTIONS[pathname.replace(/\/+$/, '')] ?? ADMIN_HOME;
}
