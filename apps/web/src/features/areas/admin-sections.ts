import { paths } from '@/config/paths';
import type { AreaLink } from './components/area-shell';

export const ADMIN_LINKS: readonly AreaLink[] = [
  { label: 'Dashboard', to: paths.admin.root },
  { label: 'Requests', to: paths.admin.requests },
  { label: 'Properties', to: paths.admin.properties },
  { label: 'Reports', to: paths.admin.reports },
  { label: 'People', to: paths.admin.users },
  { label: 'Audit log', to: paths.admin.audit },
  { label: 'Books', to: paths.admin.books },
  { label: 'Firm', to: paths.admin.firm },
  { label: 'System', to: paths.admin.system },
];
