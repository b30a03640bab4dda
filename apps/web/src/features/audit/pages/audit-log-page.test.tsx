import type { AuditLogItem } from '@thamani/domain/audit-log';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { renderWithRouter } from '@/test/test-utils';
import { AuditLogPage } from './audit-log-page';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));

const REPORT_ID = '00000000-0000-4000-8000-00000000abcd';

function item(n: number, overrides: Partial<AuditLogItem> = {}): AuditLogItem {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    at: '2030-03-04T07:00:00.000Z',
    action: 'report_approved',
    actionLabel: 'Approved a report',
    entityType: 'report',
    entityLabel: 'Report',
    entityId: REPORT_ID,
    link: `/admin/reports/${REPORT_ID}`,
    actor: { userId: 'u1', name: 'Achieng Admin', email: 'achieng@example.com' },
    details: 'Under Review → Completed · version 2',
    ...overrides,
  };
}

const logCalls = () =>
  vi
    .mocked(apiRequest)
    .mock.calls.map(([path]) => path)
    .filter((path) => path.startsWith('/api/admin/audit?'));

function renderAt(initialPath = '/admin/audit') {
  return renderWithRouter([{ path: '/admin/audit', element: <AuditLogPage /> }], { initialPath });
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(apiRequest).mockImplementation((path: string) => {
    if (path.startsWith('/api/admin/audit/actors')) {
      return Promise.resolve({ items: [] });
    }
    const cursor = new URLSearchParams(path.split('?')[1]).get('cursor');
    return Promise.resolve(
      cursor
        ? {
            items: [
              item(2, {
                actionLabel: 'Signed up',
                link: null,
                entityLabel: 'User account',
                entityId: null,
                actor: null,
              }),
            ],
            nextCursor: null,
          }
        : { items: [item(1)], nextCursor: 'next-page' },
    );
  });
});

describe('AuditLogPage', () => {
  it('shows each row with Nairobi time and its entity link, and loads more', async () => {
    renderAt();
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(first).toHaveTextContent('4 Mar 2030, 10:00 AM');
    expect(first).toHaveTextContent('Achieng Admin');
    expect(within(first).getByRole('link', { name: 'Report 00000000' })).toHaveAttribute(
      'href',
      `/admin/reports/${REPORT_ID}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Signed up')).toBeInTheDocument();
    expect(within(table).getByText('System')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by action and exports what the filters select', async () => {
    renderAt('/admin/audit?from=2030-03-01');
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Approved a report');
    await vi.waitFor(() =>
      expect(logCalls().at(-1)).toBe('/api/admin/audit?action=report_approved&from=2030-03-01&limit=20'),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/audit.csv?action=report_approved&from=2030-03-01',
    );
  });

  it('explains dates out of order instead of asking the server, and says when nothing matches', async () => {
    renderAt('/admin/audit?from=2030-03-05&to=2030-03-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date must be on or before the end date');
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(logCalls()).toEqual([]);

    vi.mocked(apiRequest).mockResolvedValue({ items: [], nextCursor: null });
    await userEvent.clear(screen.getByLabelText('To'));
    expect(await screen.findByText('No audited actions match these filters')).toBeInTheDocument();
  });
});
