import { paths } from '@/config/paths';
import type { AreaLink } from './components/area-shell';
import type { AreaSection } from './agent-sections';

export const ADMIN_LINKS: readonly AreaLink[] = [
  { label: 'Dashboard', to: paths.admin.root },
  { label: 'Properties', to: paths.admin.properties },
  { label: 'Reports', to: paths.admin.reports },
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

const ADMIN_SECTIONS: Record<string, AreaSection> = {
  [paths.admin.properties]: {
    title: 'Properties',
    description: 'Every property the firm has valued or been asked to value.',
    planned: ['Searching properties by county, type and LR number', 'Each property with its valuation history'],
  },
};

export function getAdminSection(pathname: string): AreaSection {
  return ADMIN_SECTIONS[pathname.replace(/\/+$/, '')] ?? ADMIN_HOME;
}
