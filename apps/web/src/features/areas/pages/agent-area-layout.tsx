import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { registerServiceWorker } from '@/lib/register-service-worker';
import { AGENT_LINKS } from '../agent-sections';
import { AreaShell } from '../components/area-shell';

/**
 * The agent area's frame: sub-navigation beside whichever agent page the route renders. Opening
 * it installs the offline app, so a valuer who has opened an inspection can reload it at a site
 * without signal.
 */
export function AgentAreaLayout() {
  useEffect(registerServiceWorker, []);
  return (
    <AreaShell areaName="Agent area" links={AGENT_LINKS}>
      <Outlet />
    </AreaShell>
  );
}
