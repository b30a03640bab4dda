import { useLocation } from 'react-router';
import { ADMIN_LINKS, getAdminSection } from '../admin-sections';
import { AreaUnderConstruction } from '../components/area-under-construction';

export function AdminAreaPage() {
  const { pathname } = useLocation();
  const section = getAdminSection(pathname);
  return <AreaUnderConstruction areaName="Admin area" links={ADMIN_LINKS} {...section} />;
}
