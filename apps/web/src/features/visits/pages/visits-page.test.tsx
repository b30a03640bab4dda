import type { VisitListItem } from '@thamani/domain/visits';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { renderWithRouter } from '@/test/test-utils';
import { VisitsPage } from './visits-page';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));

function visit(overrides: Partial<VisitListItem> = {}): VisitListItem {
  return {
    id: '00000000-0000-4000-8000-000000000301',
    requestId: '00000000-0000-4000-8000-000000000101',
    requestReference: 'TH-2025-0101',
    status: 'scheduled',
    // 10:30 in Nairobi.
    scheduledDate: '2025-03-06T07:30:00.000Z',
    durationMinutes: 60,
    notes: null,
    property: { id: '00000000-0000-4000-8000-000000000201', title: 'Maisonette in Kileleshwa', address: 'Othaya Road' },
    client: { fullName: 'Akinyi Otieno' },
    ...overrides,
  };
}

function renderPage() {
  return renderWithRouter([{ path: '/agent/visits', element: <VisitsPage /> }], { initialPath: '/agent/visits' });
}

beforeEach(() => {
  vi.mocked(apiRequest).mockReset();
});

describe('VisitsPage', () => {
  it('shows "No site visits" with Schedule a Visit and New Visit, both to the request queue', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ items: [], nextCursor: null });
    renderPage();
    expect(await screen.findByText('No site visits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schedule a Visit' })).toHaveAttribute('href', '/agent-dashboard/requests');
    expect(screen.getByRole('link', { name: 'New Visit' })).toHaveAttribute('href', '/agent-dashboard/requests');
    expect(apiRequest).toHaveBeenCalledWith('/api/visits?limit=20', expect.anything());
  });

  it('shows each card: title, address, property id, status, Nairobi date and time, client', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ items: [visit()], nextCursor: null });
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Maisonette in Kileleshwa' });
    expect(within(card).getByText('Othaya Road')).toBeInTheDocument();
    expect(within(card).getByText('Property ID: 00000000-0000-4000-8000-000000000201')).toBeInTheDocument();
    expect(within(card).getByText('Scheduled')).toBeInTheDocument();
    expect(within(card).getByText('6 Mar 2025')).toBeInTheDocument();
    expect(within(card).getByText(/10:30 AM/)).toBeInTheDocument();
    expect(within(card).getByText('Akinyi Otieno')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View details' })).toHaveAttribute(
      'href',
      '/agent/visit/00000000-0000-4000-8000-000000000301',
    );
  });

  it('shows "Invalid date" for an unreadable date and time', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ items: [visit({ scheduledDate: 'not-a-date' })], nextCursor: null });
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Maisonette in Kileleshwa' });
    expect(within(card).getByText('Invalid date')).toBeInTheDocument();
    expect(within(card).getByText(/^Invalid date ·/)).toBeInTheDocument();
  });
});
