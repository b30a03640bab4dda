import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RequestListItem } from '@thamani/domain/requests';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { MyRequestsPage } from './my-requests-page';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));

function item(n: number): RequestListItem {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    reference: `TH-2025-${String(n).padStart(4, '0')}`,
    status: 'pending',
    priority: 'normal',
    requestedAt: '2025-03-01T09:30:00.000Z',
    dueDate: null,
    property: {
      id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      title: `Property ${n}`,
      propertyType: 'residential',
      price: null,
      address: null,
    },
  };
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MyRequestsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.mocked(apiRequest).mockReset();
});

describe('MyRequestsPage', () => {
  it('shows an empty state linking to /request', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ items: [], nextCursor: null });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'My Requests' })).toBeInTheDocument();
    expect(await screen.findByText('No valuation requests yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a Valuation' })).toHaveAttribute('href', '/request');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next page with the cursor on "Load more"', async () => {
    vi.mocked(apiRequest)
      .mockResolvedValueOnce({ items: [item(1), item(2)], nextCursor: 'cursor-2' })
      .mockResolvedValueOnce({ items: [item(3)], nextCursor: null });
    renderPage();

    const list = await screen.findByRole('list', { name: 'Valuation requests' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(apiRequest).toHaveBeenLastCalledWith('/api/requests?limit=20', expect.anything());

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('heading', { name: 'Property 3' })).toBeInTheDocument();
    expect(apiRequest).toHaveBeenLastCalledWith('/api/requests?cursor=cursor-2&limit=20', expect.anything());
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by status (All + each status) and links each row to its page', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ items: [item(1)], nextCursor: null });
    renderPage();

    const filter = screen.getByLabelText('Status');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All',
      'Pending',
      'Assigned',
      'Visit Scheduled',
      'In Progress',
      'Under Review',
      'Completed',
      'Cancelled',
    ]);
    const link = await screen.findByRole('link', { name: /^View/ });
    expect(link).toHaveAttribute('href', `/my-requests/${item(1).id}`);

    vi.mocked(apiRequest).mockResolvedValue({ items: [], nextCursor: null });
    await userEvent.setup().selectOptions(filter, 'completed');
    expect(apiRequest).toHaveBeenLastCalledWith('/api/requests?status=completed&limit=20', expect.anything());
    expect(await screen.findByText('No requests with the status Completed.')).toBeInTheDocument();

    vi.mocked(apiRequest).mockResolvedValue({ items: [item(1)], nextCursor: null });
    await userEvent.setup().selectOptions(filter, 'All');
    expect(await screen.findByRole('heading', { name: 'Property 1' })).toBeInTheDocument();
  });

  it('offers Try Again when the list fails to load', async () => {
    vi.mocked(apiRequest)
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValueOnce({ items: [item(1)], nextCursor: null });
    renderPage();

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Property 1' })).toBeInTheDocument();
  });
});
