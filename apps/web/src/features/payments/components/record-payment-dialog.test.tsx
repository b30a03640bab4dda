import { AppError } from '@thamani/domain/app-error';
import { PAYMENT_MESSAGES } from '@thamani/domain/payments';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { INVOICE_ID, INVOICE_REQUEST_ID, invoiceFixture, paymentFixture } from '../testing/invoice-fixture';
import { renderInvoiceCard } from '../testing/render-invoice-card';

vi.setConfig({ testTimeout: 15_000 });
vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('@/lib/auth/use-auth', () => ({ useAuth: () => ({ role: 'admin', status: 'signed-in' }) }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const RECORD_PATH = `/api/admin/invoices/${INVOICE_ID}/payments`;

function mockApi(record: (body: unknown) => unknown) {
  vi.mocked(apiRequest).mockImplementation((path: string, opts: { body?: unknown }) => {
    const value =
      path === RECORD_PATH
        ? record(opts.body)
        : path.endsWith('/invoice')
          ? invoiceFixture()
          : new Error(`unexpected ${path}`);
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  });
}

async function openForm() {
  const ui = renderInvoiceCard();
  const invoice = await screen.findByRole('region', { name: 'Invoice' });
  await ui.user.click(within(invoice).getByRole('button', { name: 'Record a bank payment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record a bank payment' });
  return { ...ui, dialog, invoice };
}

beforeEach(() => {
  vi.mocked(apiRequest).mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

describe('Record a bank payment', () => {
  it('asks for the method, a reference and a whole amount before sending anything', async () => {
    mockApi(() => invoiceFixture());
    const { user, dialog } = await openForm();
    const amount = within(dialog).getByLabelText('Amount received (KSh)');
    expect(amount).toHaveValue('79750');
    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.type(within(dialog).getByLabelText('Bank or cheque reference'), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    expect(await within(dialog).findByText(PAYMENT_MESSAGES.recordMethod)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('How it was paid')).toHaveAccessibleDescription(PAYMENT_MESSAGES.recordMethod);
    expect(within(dialog).getByLabelText('Bank or cheque reference')).toHaveAccessibleDescription(
      PAYMENT_MESSAGES.recordReference,
    );
    expect(amount).toHaveAccessibleDescription(PAYMENT_MESSAGES.recordAmount);
    expect(apiRequest).not.toHaveBeenCalledWith(RECORD_PATH, expect.anything());
  });

  it('records the payment, says so, and the invoice shows it', async () => {
    const recorded = invoiceFixture({
      status: 'paid',
      paid: 79_750,
      balance: 0,
      payments: [paymentFixture({ method: 'rtgs', status: 'paid', phone: null, reference: 'RTGS-2025-0091' })],
    });
    mockApi(() => recorded);
    const { user, dialog, invoice } = await openForm();
    await user.selectOptions(within(dialog).getByLabelText('How it was paid'), 'RTGS');
    await user.type(within(dialog).getByLabelText('Bank or cheque reference'), 'RTGS-2025-0091');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    expect(apiRequest).toHaveBeenCalledWith(
      RECORD_PATH,
      expect.objectContaining({
        method: 'POST',
        body: { method: 'rtgs', reference: 'RTGS-2025-0091', amount: 79_750 },
      }),
    );
    expect(toast.success).toHaveBeenCalledWith(PAYMENT_MESSAGES.recorded);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const items = within(within(invoice).getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('RTGS · KSh 79,750');
    expect(items[0]).toHaveTextContent('Reference RTGS-2025-0091');
    expect(within(invoice).getByText('Still to pay').nextElementSibling).toHaveTextContent('KSh 0');
    expect(apiRequest).toHaveBeenCalledTimes(2);
    expect(apiRequest).toHaveBeenCalledWith(`/api/requests/${INVOICE_REQUEST_ID}/invoice`, expect.anything());
  });

  it('puts the server’s word on the amount under its field (more than is owed)', async () => {
    const tooMuch = PAYMENT_MESSAGES.recordTooMuch('KSh 79,750');
    mockApi(() => new AppError('VALIDATION', tooMuch, { amount: tooMuch }));
    const { user, dialog } = await openForm();
    await user.selectOptions(within(dialog).getByLabelText('How it was paid'), 'Cheque');
    await user.type(within(dialog).getByLabelText('Bank or cheque reference'), 'CHQ 004512');
    const amount = within(dialog).getByLabelText('Amount received (KSh)');
    await user.clear(amount);
    await user.type(amount, '90,000');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    expect(apiRequest).toHaveBeenCalledWith(
      RECORD_PATH,
      expect.objectContaining({ body: { method: 'cheque', reference: 'CHQ 004512', amount: 90_000 } }),
    );
    expect(await within(dialog).findByText(tooMuch)).toBeInTheDocument();
    expect(amount).toHaveFocus();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
