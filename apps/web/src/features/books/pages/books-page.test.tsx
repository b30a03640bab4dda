import type { BookOrganisations, BooksInvoice, BooksInvoicesPage, Receivables, Statement } from '@thamani/domain/books';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { renderWithRouter } from '@/test/test-utils';
import { BooksPage } from './books-page';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const BANK = '00000000-0000-4000-8000-0000000000b1';
const PERSON = '00000000-0000-4000-8000-0000000000c1';
const INVOICE = '00000000-0000-4000-8000-0000000000d1';
const REQUEST = '00000000-0000-4000-8000-0000000000e1';

const receivables: Receivables = {
  asOf: '2030-03-04',
  clients: [
    {
      client: { kind: 'organisation', id: BANK, name: 'Acacia Bank' },
      invoices: 2,
      buckets: { '0-30': 10_000, '31-60': 15_000, '61-90': 0, 'over-90': 0 },
      total: 25_000,
    },
  ],
  totals: { invoices: 2, buckets: { '0-30': 10_000, '31-60': 15_000, '61-90': 0, 'over-90': 0 }, total: 25_000 },
};

const invoice: BooksInvoice = {
  id: INVOICE,
  number: 'INV-000042',
  requestId: REQUEST,
  requestReference: 'TH-2030-0042',
  client: { kind: 'individual', id: PERSON, name: 'Wanjiru Kamau' },
  buyer: 'Wanjiru Kamau',
  total: 79_750,
  paid: 0,
  credited: 0,
  balance: 79_750,
  status: 'issued',
  issuedAt: '2030-02-20T06:00:00.000Z',
  daysOutstanding: 12,
  ageingBucket: '0-30',
  reminders: { count: 1, lastSentAt: '2030-02-27T05:00:00.000Z' },
};
const paidInvoice: BooksInvoice = {
  ...invoice,
  id: '00000000-0000-4000-8000-0000000000d2',
  number: 'INV-000041',
  paid: 79_750,
  balance: 0,
  status: 'paid',
  daysOutstanding: null,
  ageingBucket: null,
  reminders: { count: 0, lastSentAt: null },
};

const organisations: BookOrganisations = { items: [{ id: BANK, name: 'Acacia Bank', kind: 'bank' }] };

const statement: Statement = {
  organisation: { id: BANK, name: 'Acacia Bank' },
  month: '2030-02',
  from: '2030-02-01',
  to: '2030-02-28',
  openingBalance: 90_000,
  lines: [
    {
      at: '2030-02-15T06:00:00.000Z',
      kind: 'payment',
      invoiceNumber: 'INV-000040',
      requestReference: 'TH-2030-0040',
      description: 'Bank transfer',
      reference: 'FT26046XYZ',
      debit: 0,
      credit: 5_000,
      balance: 85_000,
    },
  ],
  totals: { invoiced: 0, paid: 5_000, credited: 0 },
  closingBalance: 85_000,
};

/** Answers by method and path (the query string aside), as the server would. */
function serve(more: Record<string, (path: string) => unknown> = {}) {
  vi.mocked(apiRequest).mockImplementation((path: string, opts: { method?: string }) => {
    const bare = path.split('?')[0] ?? path;
    const key = `${opts.method ?? 'GET'} ${bare}`;
    const answers: Record<string, (p: string) => unknown> = {
      'GET /api/admin/books/receivables': () => receivables,
      'GET /api/admin/books/invoices': (): BooksInvoicesPage => ({ items: [invoice, paidInvoice], nextCursor: null }),
      'GET /api/admin/books/organisations': () => organisations,
      'GET /api/admin/books/statements': () => statement,
      ...more,
    };
    const answer = answers[key];
    return answer ? Promise.resolve().then(() => answer(path)) : Promise.reject(new Error(`unexpected ${key}`));
  });
}

function renderPage(initialPath = '/admin/books') {
  return renderWithRouter([{ path: '/admin/books', element: <BooksPage /> }], { initialPath });
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('BooksPage', () => {
  it('opens on what each client owes, by age, with the firm’s totals', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Books' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /What each client owes/ });
    const row = within(table).getByRole('row', { name: /Acacia Bank/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['KSh 10,000', 'KSh 15,000', 'KSh 0', 'KSh 0', 'KSh 25,000']);
    // On a phone, the same as a card per client.
    const card = within(screen.getByRole('list', { name: /What each client owes/ })).getByRole('listitem', {
      name: 'Acacia Bank',
    });
    expect(within(card).getByText('31–60 days').nextSibling?.textContent).toBe('KSh 15,000');
  });

  it('lists the invoices with their age, and sends a reminder for one still owed (toast)', async () => {
    serve({
      [`POST /api/admin/books/invoices/${INVOICE}/remind`]: () => ({
        invoiceId: INVOICE,
        day: 12,
        sentTo: 'wanjiru@example.com',
        sentAt: '2030-03-04T06:00:00.000Z',
      }),
    });
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Invoices' }));
    expect(router.state.location.search).toBe('?tab=invoices');
    const cards = await screen.findByRole('list', { name: 'Invoices' });
    const card = within(cards).getByRole('listitem', { name: 'INV-000042' });
    expect(within(card).getByText('12 days · 0–30 days')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'TH-2030-0042' })).toHaveAttribute(
      'href',
      `/admin/requests/${REQUEST}`,
    );
    // A paid invoice has nothing to remind of.
    const paid = within(cards).getByRole('listitem', { name: 'INV-000041' });
    expect(within(paid).queryByRole('button')).toBeNull();
    expect(within(paid).getByText('Settled')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Send reminder for INV-000042' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Reminder sent to wanjiru@example.com'));
    expect(apiRequest).toHaveBeenCalledWith(
      `/api/admin/books/invoices/${INVOICE}/remind`,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('says why a reminder could not be sent', async () => {
    serve({
      [`POST /api/admin/books/invoices/${INVOICE}/remind`]: () => {
        throw new Error('This invoice is paid: there is nothing to remind the client of.');
      },
    });
    const user = userEvent.setup();
    renderPage('/admin/books?tab=invoices');
    const card = within(await screen.findByRole('list', { name: 'Invoices' })).getByRole('listitem', {
      name: 'INV-000042',
    });
    await user.click(within(card).getByRole('button', { name: 'Send reminder for INV-000042' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The reminder could not be sent', {
        description: 'This invoice is paid: there is nothing to remind the client of.',
      }),
    );
  });

  it('filters the invoices from the address, and the CSV link carries the same filters', async () => {
    serve();
    renderPage(`/admin/books?tab=invoices&status=issued&organisationId=${BANK}`);
    await screen.findByRole('list', { name: 'Invoices' });
    expect(apiRequest).toHaveBeenCalledWith(
      `/api/admin/books/invoices?status=issued&organisationId=${BANK}&limit=20`,
      expect.anything(),
    );
    expect(screen.getByRole('link', { name: 'Download invoices CSV' })).toHaveAttribute(
      'href',
      `/api/admin/books/invoices.csv?status=issued&organisationId=${BANK}`,
    );
    expect(screen.getByLabelText('Status')).toHaveValue('issued');
  });

  it('refuses an unreadable filter without asking the server', async () => {
    serve();
    renderPage('/admin/books?tab=invoices&status=overdue');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Choose an invoice status/);
    expect(screen.queryByRole('link', { name: 'Download invoices CSV' })).toBeNull();
  });

  it('shows a client organisation’s statement for the month chosen', async () => {
    serve();
    const user = userEvent.setup();
    renderPage('/admin/books?tab=statement');
    await user.selectOptions(await screen.findByLabelText('Client organisation'), BANK);
    const table = await screen.findByRole('table', { name: /Statement of Acacia Bank/ });
    expect(within(table).getByRole('row', { name: /Opening balance on 1 Feb 2030/ })).toHaveTextContent('KSh 90,000');
    expect(within(table).getByRole('row', { name: /FT26046XYZ/ })).toHaveTextContent('KSh 5,000');
    expect(within(table).getByRole('row', { name: /Closing balance on 28 Feb 2030/ })).toHaveTextContent('KSh 85,000');
    expect(screen.getByRole('region', { name: /Statement of Acacia Bank/ })).toHaveAttribute('tabindex', '0');
  });

  it('links the payments CSV with the days chosen', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('link', { name: 'Download payments CSV' })).toHaveAttribute(
      'href',
      '/api/admin/books/payments.csv',
    );
  });
});
