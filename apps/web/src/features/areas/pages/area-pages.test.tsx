import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminAreaPage } from './admin-area-page';
import { AgentAreaPage } from './agent-area-page';
import { InspectionsPage } from './inspections-page';
import { KrookiExtractorPage } from './krooki-extractor-page';

function renderAt(path: string, page: ReactElement) {
  return render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

describe('areas under construction', () => {
  it('titles the agent section from the path and marks it current in the sub-navigation', () => {
    renderAt('/agent-dashboard/templates', <AgentAreaPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Templates' })).toBeInTheDocument();
    expect(screen.getByText('This area is being built')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Agent area' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Requests', '/agent-dashboard/requests'],
      ['Report drafts', '/agent-dashboard/reports/drafts'],
      ['Templates', '/agent-dashboard/templates'],
      ['Site visits', '/agent/visits'],
      ['Inspections', '/inspections'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Templates' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives the admin area its navigation', () => {
    renderAt('/admin/properties', <AdminAreaPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Properties' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin area' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/admin', '/admin/properties', '/admin/reports']);
  });

  it('renders one h1 on the inspections and extractor pages', () => {
    renderAt('/inspections', <InspectionsPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Inspections']);
  });

  it('renders the extractor page', () => {
    renderAt('/krooki-extractor', <KrookiExtractorPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Krooki Extractor' })).toBeInTheDocument();
    expect(screen.getByText('This area is being built')).toBeInTheDocument();
  });
});
