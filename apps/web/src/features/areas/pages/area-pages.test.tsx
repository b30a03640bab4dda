import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AgentAreaLayout } from './agent-area-layout';
import { AgentAreaPage } from './agent-area-page';

function renderAgentArea(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <AgentAreaLayout />,
        children: [
          { path: '/agent-dashboard', element: <h1>Request queue page</h1> },
          { path: '/agent-dashboard/requests', element: <h1>Requests page</h1> },
          { path: '/agent-dashboard/templates', element: <h1>Templates page</h1> },
          { path: '/agent-dashboard/*', element: <AgentAreaPage /> },
          { path: '/inspections/*', element: <h1>Inspections page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('agent area', () => {
  it('keeps the sub-navigation and marks the current section', () => {
    renderAgentArea('/agent-dashboard/templates');
    expect(screen.getByRole('heading', { level: 1, name: 'Templates page' })).toBeInTheDocument();
    expect(screen.queryByText('This area is being built')).not.toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Agent area' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/agent-dashboard'],
      ['Requests', '/agent-dashboard/requests'],
      ['Reports', '/agent-dashboard/reports/drafts'],
      ['Templates', '/agent-dashboard/templates'],
      ['Inspections', '/inspections'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Templates' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks Dashboard on /agent-dashboard only and Requests on /agent-dashboard/requests', () => {
    renderAgentArea('/agent-dashboard');
    let nav = screen.getByRole('navigation', { name: 'Agent area' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Requests' })).not.toHaveAttribute('aria-current');
    cleanup();

    renderAgentArea('/agent-dashboard/requests');
    nav = screen.getByRole('navigation', { name: 'Agent area' });
    expect(within(nav).getByRole('link', { name: 'Requests' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it.each(['/agent-dashboard/nowhere', '/agent-dashboard/reports'])('sends %s to the queue', async (path) => {
    const router = renderAgentArea(path);
    expect(await screen.findByText('Request queue page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent-dashboard');
  });

  it('keeps the agent navigation around the inspections pages', () => {
    renderAgentArea('/inspections');
    expect(screen.getByRole('heading', { level: 1, name: 'Inspections page' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Agent area' });
    expect(within(nav).getByRole('link', { name: 'Inspections' })).toHaveAttribute('aria-current', 'page');
  });
});
