import { useLocation } from 'react-router';
import { AGENT_LINKS, getAgentSection } from '../agent-sections';
import { AreaUnderConstruction } from '../components/area-under-construction';

export function AgentAreaPage() {
  const { pathname } = useLocation();
  const section = getAgentSection(pathname);
  return <AreaUnderConstruction areaName="Agent area" links={AGENT_LINKS} {...section} />;
}
