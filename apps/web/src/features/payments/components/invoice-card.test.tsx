import { AppError } from '@thamani/domain/app-error';
import { PAYMENT_MESSAGES } from '@thamani/domain/payments';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { INVOICE_ID, INVOICE_REQUEST_ID, invoiceFixture, paymentFixture } from '../testing/invoice-fixture';
import { renderInvoiceCard } from '../testing/render-invoice-card';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('@/lib/auth/use-auth', () => ({ useAuth: () => ({ role: auth.role, status: 'signed-in' }) }));

const auth: { role: 'user' | 'agent' | 'admin' } = { role: 'user' };
const INVOICE_PATH = `/api/requests/${INVOICE_REQUEST_ID}/invoice`;

function answerInvoice(reply: () => unknown) {
  vi.mocked(apiRequest).mockImplementation((path: string) => {
    if (path !== INVOICE_PATH) {
      return Promise.reject(new Error(`unexpected ${path}`));
    }
    const value = reply();
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  });
}

const card = () => screen.findByRole('region', { name: 'Invoice' });

beforeEach(() => {
  vi.mocked(apiRequest).mockReset();
  auth.role = 'user';
});

describe('InvoiceCard', () => {
  it('shows the number, status, parties, every line with VAT and the total, then paid and still to pay', async () => {
    answerInvoice(() => invoiceFixture({ paid: 20_000, balance: 59_750 }));
    renderInvoiceCard();
    const invoice = await card();

    expect(within(invoice).getByText('INV-000042')).toBeInTheDocument();
    expect(within(invoice).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(invoice).getByText('20 Mar 2025')).toBeInTheDocument();
    expect(within(invoice).getByText('Thamani Valuers')).toBeInTheDocument();
    expect(within(invoice).getByText('KRA PIN P051234567Q')).toBeInTheDocument();
    expect(within(invoice).getByText('Wanjiku Kamau')).toBeInTheDocument();

    const rows = within(within(invoice).getByRole('table', { name: 'What the invoice charges' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'Scale fee on KSh 12,500,000KSh 65,000',
      'Travel, 25 km at KSh 150 a kmKSh 3,750',
      'SubtotalKSh 68,750',
      'VAT at 16%KSh 11,000',
      'Total to payKSh 79,750',
    ]);
    expect(within(invoice).getByText('Paid').nextElementSibling).toHaveTextContent('KSh 20,000');
    expect(within(invoice).getByText('Still to pay').nextElementSibling).toHaveTextContent('KSh 59,750');
    expect(within(invoice).getByText('KSh 7,250 more than the quote of KSh 72,500.')).toBeInTheDocument();
    expect(within(invoice).getByText(/^The approved value, KSh 12,500,000/)).toBeInTheDocument();
    expect(within(invoice).getByRole('button', { name: 'Pay with M-Pesa' })).toBeInTheDocument();
    const pdf = within(invoice).getByRole('link', { name: 'Download invoice (PDF)' });
    expect(pdf).toHaveAttribute('href', `/api/invoices/${INVOICE_ID}/pdf`);
    expect(pdf).toHaveAttribute('download');
  });

  it('lists the payments: how, how much, what became of them, the receipt, and why one failed', async () => {
    answerInvoice(() =>
      invoiceFixture({
        status: 'paid',
        paid: 79_750,
        balance: 0,
        payments: [
          paymentFixture({
            id: 'a1b2c3d4-0000-4000-8000-000000000001',
            status: 'failed',
            message: PAYMENT_MESSAGES.wrongPin,
            canRetry: true,
          }),
          paymentFixture({
            id: 'a1b2c3d4-0000-4000-8000-000000000002',
            status: 'paid',
            reference: 'SLK4H7Q2ZX',
            settledAt: '2025-03-21T08:01:00.000Z',
          }),
        ],
      }),
    );
    renderInvoiceCard();
    const invoice = await card();

    // The invoice's status and its paid payment's.
    expect(within(invoice).getAllByText('Paid', { selector: '[data-slot="badge"]' })).toHaveLength(2);
    const items = within(within(invoice).getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('M-Pesa · KSh 79,750');
    expect(items[0]).toHaveTextContent('Failed');
    expect(items[0]).toHaveTextContent(PAYMENT_MESSAGES.wrongPin);
    expect(items[1]).toHaveTextContent('Paid');
    expect(items[1]).toHaveTextContent('Receipt SLK4H7Q2ZX');
    expect(items[1]).toHaveTextContent('0712 *** 678');
    // Nothing is owed: nothing to pay or record; the paid invoice can still be downloaded.
    expect(within(invoice).queryByRole('button', { name: 'Pay with M-Pesa' })).not.toBeInTheDocument();
    expect(within(invoice).getByRole('link', { name: 'Download invoice (PDF)' })).toBeInTheDocument();
  });

  it('tells the client the report waits for the payment when the firm holds reports until paid', async () => {
    answerInvoice(() => invoiceFixture({ payBeforeRelease: true }));
    renderInvoiceCard();
    const invoice = await card();
    expect(within(invoice).getByText(PAYMENT_MESSAGES.payFirst('KSh 79,750'))).toBeInTheDocument();
    expect(within(invoice).queryByRole('button', { name: 'Record a bank payment' })).not.toBeInTheDocument();
  });

  it('gives an admin "Record a bank payment" beside M-Pesa, and no "pay first" (staff are never held back)', async () => {
    auth.role = 'admin';
    answerInvoice(() => invoiceFixture({ payBeforeRelease: true }));
    renderInvoiceCard();
    const invoice = await card();
    expect(within(invoice).getByRole('button', { name: 'Record a bank payment' })).toBeInTheDocument();
    expect(within(invoice).getByRole('button', { name: 'Pay with M-Pesa' })).toBeInTheDocument();
    expect(within(invoice).queryByText(/^Report ready/)).not.toBeInTheDocument();
    expect(within(invoice).getByRole('link', { name: 'Download invoice (PDF)' })).toHaveAttribute(
      'href',
      `/api/invoices/${INVOICE_ID}/pdf`,
    );
  });

  it('shows nothing, and no error, before the invoice is issued', async () => {
    answerInvoice(() => new AppError('NOT_FOUND', PAYMENT_MESSAGES.noInvoice));
    const { queryClient } = renderInvoiceCard();
    await waitFor(() => expect(apiRequest).toHaveBeenCalledWith(INVOICE_PATH, expect.anything()));
    await waitFor(() =>
      expect(
        queryClient.getQueryCache().find({ queryKey: ['payments', 'invoice', INVOICE_REQUEST_ID] })?.state.status,
      ).toBe('error'),
    );
    expect(screen.queryByRole('region', { name: 'Invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks nothing before the order is taken, nor for a valuer', async () => {
    answerInvoice(() => invoiceFixture());
    renderInvoiceCard({ report: null, status: 'pending' });
    auth.role = 'agent';
    renderInvoiceCard();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('shows an advance while the visit waits, and tells the client the visit is booked once it is paid', async () => {
    answerInvoice(() =>
      invoiceFixture({ kind: 'advance', terms: 'before_visit', comparison: null, total: 58_000, balance: 58_000 }),
    );
    renderInvoiceCard({ report: null, status: 'assigned' });
    const card = await screen.findByRole('region', { name: 'Invoice' });
    expect(within(card).getByText('Advance on the quoted fee')).toBeInTheDocument();
    expect(
      within(card).getByText('Pay the advance of KSh 58,000 so the valuer can book your site visit.'),
    ).toBeInTheDocument();
  });
});
