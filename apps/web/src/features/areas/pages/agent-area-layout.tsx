import { Outlet } from 'react-router';
import { AGENT_LINKS } from '../agent-sections';
import { AreaShell } from '../components/area-shell';

/** The agent area's frame: sub-navigation beside whichever agent page the route renders. */
export function AgentAreaLayout() {
  return (
    <AreaShell areaName="Agent area" links={AGENT_LINKS}>
      <Outlet />
    </AreaShell>
  );
}
