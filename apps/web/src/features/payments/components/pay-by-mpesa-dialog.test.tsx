import { AppError } from '@thamani/domain/app-error';
import { PAYMENT_MESSAGES, type Payment } from '@thamani/domain/payments';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { INVOICE_ID, INVOICE_REQUEST_ID, invoiceFixture, PAYMENT_ID, paymentFixture } from '../testing/invoice-fixture';
import { renderInvoiceCard } from '../testing/render-invoice-card';

vi.setConfig({ testTimeout: 15_000 });
vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('@/lib/auth/use-auth', () => ({ useAuth: () => ({ role: 'user', status: 'signed-in' }) }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const PAID = paymentFixture({
  status: 'paid',
  reference: 'SLK4H7Q2ZX',
  message: PAYMENT_MESSAGES.paid,
  settledAt: '2025-03-21T08:01:00.000Z',
});

/** The API as the pay flow meets it: the invoice (paid once M-Pesa said so), the push, then the payment's answers in turn. */
function mockApi({ push, answers }: { push: () => Payment | Error; answers: Payment[] }) {
  const polled: Payment[] = [...answers];
  let settled: Payment | null = null;
  vi.mocked(apiRequest).mockImplementation((path: string, opts: { method?: string; body?: unknown }) => {
    const reply = (value: unknown) => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value));
    if (path === `/api/requests/${INVOICE_REQUEST_ID}/invoice`) {
      return reply(
        settled?.status === 'paid'
          ? invoiceFixture({ status: 'paid', paid: 79_750, balance: 0, payments: [settled] })
          : invoiceFixture({ payments: settled ? [settled] : [] }),
      );
    }
    if (path === `/api/invoices/${INVOICE_ID}/mpesa` && opts.method === 'POST') {
      return reply(push());
    }
    if (path === `/api/payments/${PAYMENT_ID}`) {
      const next = polled.length > 1 ? polled.shift() : polled[0];
      settled = next && next.status !== 'pending' ? next : settled;
      return reply(next);
    }
    if (path === '/api/settings') {
      return reply({ roleSelfService: true, requireEmailConfirmation: false, devMailbox: true, mpesaSimulator: true });
    }
    return reply(new Error(`unexpected ${path}`));
  });
}

async function openDialog() {
  const ui = renderInvoiceCard();
  const invoice = await screen.findByRole('region', { name: 'Invoice' });
  await ui.user.click(within(invoice).getByRole('button', { name: 'Pay with M-Pesa' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pay with M-Pesa' });
  return { ...ui, dialog, invoice };
}

beforeEach(() => {
  vi.mocked(apiRequest).mockReset();
  vi.mocked(toast.success).mockReset();
});

describe('Pay with M-Pesa', () => {
  it('sends the prompt, says to check the phone, then shows the receipt and the invoice paid', async () => {
    mockApi({ push: () => paymentFixture(), answers: [paymentFixture(), PAID] });
    const { user, dialog, invoice } = await openDialog();

    const phone = within(dialog).getByLabelText('M-Pesa phone number');
    // Prefilled with the request's contact number.
    expect(phone).toHaveValue('+254 712 345 678');
    await user.clear(phone);
    await user.type(phone, '0712 345 678');
    await user.click(within(dialog).getByRole('button', { name: 'Send payment request' }));

    expect(apiRequest).toHaveBeenCalledWith(
      `/api/invoices/${INVOICE_ID}/mpesa`,
      expect.objectContaining({ method: 'POST', body: { phone: '0712 345 678' } }),
    );
    expect(await within(dialog).findByText('Check your phone')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter your M-Pesa PIN on 0712 *** 678 to confirm the payment.'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByRole('link', { name: 'Open the simulated phone' })).toHaveAttribute(
      'href',
      '/simulators/daraja/phone?number=0712345678',
    );

    // Asked again 2 s later: paid.
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.paid, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(dialog).getByText('M-Pesa receipt SLK4H7Q2ZX')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(PAYMENT_MESSAGES.paid, { description: 'M-Pesa receipt SLK4H7Q2ZX' });

    // The invoice, asked again, is paid: the dialog stays until the payer is done, then focus goes to the invoice.
    expect(await within(invoice).findByText('SLK4H7Q2ZX')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Invoice' })).toHaveFocus();
    expect(within(invoice).getByText('Still to pay').nextElementSibling).toHaveTextContent('KSh 0');
    expect(within(invoice).queryByRole('button', { name: 'Pay with M-Pesa' })).not.toBeInTheDocument();
  });

  it('shows why it failed in the payer’s words, and "Try again" goes back to the number', async () => {
    const failed = paymentFixture({ status: 'failed', message: PAYMENT_MESSAGES.cancelled, canRetry: true });
    mockApi({ push: () => paymentFixture(), answers: [failed] });
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Send payment request' }));
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.cancelled)).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(within(dialog).getByLabelText('M-Pesa phone number')).toHaveValue('+254 712 345 678');
    expect(within(dialog).getByRole('button', { name: 'Send payment request' })).toBeInTheDocument();
  });

  it('offers no "Try again" when asking again cannot work', async () => {
    mockApi({
      push: () => paymentFixture(),
      answers: [paymentFixture({ status: 'failed', message: PAYMENT_MESSAGES.failed, canRetry: false })],
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send payment request' }));
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.failed)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('refuses a number that is not a Kenyan mobile before asking the server', async () => {
    mockApi({ push: () => paymentFixture(), answers: [] });
    const { user, dialog } = await openDialog();
    const phone = within(dialog).getByLabelText('M-Pesa phone number');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Send payment request' }));
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.phone)).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription(PAYMENT_MESSAGES.phone);
    expect(apiRequest).not.toHaveBeenCalledWith(`/api/invoices/${INVOICE_ID}/mpesa`, expect.anything());
  });

  it('shows the server’s refusal as it words it (a prompt already on a phone)', async () => {
    mockApi({ push: () => new AppError('CONFLICT', PAYMENT_MESSAGES.pushPending), answers: [] });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send payment request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.pushPending);
    expect(within(dialog).getByRole('button', { name: 'Send payment request' })).toBeEnabled();
  });

  it('puts the server’s word on the number under the field', async () => {
    mockApi({
      push: () => new AppError('VALIDATION', 'Invalid input', { phone: PAYMENT_MESSAGES.phone }),
      answers: [],
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send payment request' }));
    const phone = within(dialog).getByLabelText('M-Pesa phone number');
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.phone)).toBeInTheDocument();
    expect(phone).toHaveFocus();
  });
});
