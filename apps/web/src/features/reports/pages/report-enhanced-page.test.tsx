import type { ReportDetail, SaveReportBody } from '@thamani/domain/reports';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { createTestQueryClient } from '@/test/test-utils';
import { REPORT_ID, reportDetail } from '../lib/test-fixtures';
import { ReportEnhancedPage } from './report-enhanced-page';

vi.setConfig({ testTimeout: 15_000 });
vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));

const PHOTO = {
  documentId: '44444444-4444-4444-8444-444444444444',
  url: '/api/documents/photo-1',
  caption: null,
  itemLabel: 'Walls',
  suggestedCaption: 'Walls — Hairline cracks on the east wall',
  section: 'Condition',
  width: 1600,
  height: 1200,
};

function mockApi(detail: ReportDetail) {
  const saves: SaveReportBody[] = [];
  vi.mocked(apiRequest).mockImplementation((path: string, opts?: { method?: string; body?: unknown }) => {
    if (opts?.method === 'PUT') {
      saves.push(opts.body as SaveReportBody);
      return Promise.resolve({ version: detail.version + saves.length, updatedAt: '2026-03-05T09:00:00.000Z' });
    }
    if (path.endsWith('/checks')) {
      return Promise.resolve({ checks: [], blocked: false });
    }
    return Promise.resolve(detail);
  });
  return saves;
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/agent/report/:reportId/enhanced', element: <ReportEnhancedPage /> }], {
    initialEntries: [`/agent/report/${REPORT_ID}/enhanced`],
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const sectionTitles = () =>
  within(screen.getByRole('region', { name: 'Sections' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

beforeEach(() => {
  vi.mocked(apiRequest).mockReset();
  localStorage.clear();
});

describe('ReportEnhancedPage', () => {
  it('shows each placeholder in the editor as a chip with its friendly name, not the raw token', async () => {
    mockApi(reportDetail());
    renderPage();
    const summary = await screen.findByRole('textbox', { name: 'Summary' });
    const chip = await within(summary).findByText('LR / title number');
    expect(chip).toHaveAttribute('title', '{{property.lrNumber}}');
    expect(summary).toHaveTextContent('LR LR / title number.');
    expect(summary).not.toHaveTextContent('{{property.lrNumber}}');
  });

  it('moves a section keeping the focus on its button, announces where it went and saves the new order', async () => {
    const saves = mockApi(reportDetail());
    const user = renderPage();

    await screen.findByRole('textbox', { name: 'Summary' });
    expect(sectionTitles()).toEqual(['1. Identification', '2. Comparable sales', '3. Valuation', '4. Summary']);

    await user.click(screen.getByRole('button', { name: 'Move Summary up' }));
    expect(sectionTitles()).toEqual(['1. Identification', '2. Comparable sales', '3. Summary', '4. Valuation']);
    expect(screen.getByRole('button', { name: 'Move Summary up' })).toHaveFocus();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Moved Summary to position 3');

    await user.click(screen.getByRole('button', { name: 'Move Summary up' }));
    await user.click(screen.getByRole('button', { name: 'Move Summary up' }));
    // At the top "Move up" is disabled: the focus goes to "Move down" of the same section.
    expect(screen.getByRole('button', { name: 'Move Summary up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Summary down' })).toHaveFocus();

    await waitFor(() => expect(saves.at(-1)?.content.sections.map((s) => s.id)[0]).toBe('summary'), { timeout: 3000 });
    const preview = screen.getByRole('region', { name: 'Printed pages' });
    expect(within(preview).getByRole('heading', { level: 3, name: '1. Summary' })).toBeInTheDocument();
  });

  it('adds an inspection photo captioned with its item and note, in its section, which the valuer edits', async () => {
    const base = reportDetail();
    const saves = mockApi(
      reportDetail({
        photoOptions: [PHOTO],
        content: {
          ...base.content,
          sections: [...base.content.sections, { id: 'photos', kind: 'photos', title: 'Photographs' }],
        },
      }),
    );
    const user = renderPage();

    await user.click(
      await screen.findByRole('button', { name: 'Add photo: Walls — Hairline cracks on the east wall' }),
    );
    const caption = screen.getByRole('textbox', { name: 'Caption of photo 1' });
    expect(caption).toHaveValue('Walls — Hairline cracks on the east wall');
    expect(screen.getByText('Printed under Condition')).toBeInTheDocument();
    await user.clear(caption);
    await user.type(caption, 'Main house from the gate');

    const preview = screen.getByRole('region', { name: 'Printed pages' });
    expect(within(preview).getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', PHOTO.url);
    expect(within(preview).getByText(': Main house from the gate')).toBeInTheDocument();
    await waitFor(
      () =>
        expect(saves.at(-1)?.content.photos).toEqual([
          { documentId: PHOTO.documentId, caption: 'Main house from the gate', section: 'Condition' },
        ]),
      {
        timeout: 3000,
      },
    );
  });

  it('is read only once submitted: no editor, no moves, the text as printed', async () => {
    mockApi(reportDetail({ status: 'submitted', editable: false }));
    renderPage();

    await screen.findByRole('heading', { level: 2, name: 'Sections' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Sections' })).getByText('LR Nairobi/Block 82/1234.'),
    ).toBeInTheDocument();
  });
});
