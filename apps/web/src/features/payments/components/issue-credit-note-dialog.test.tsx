import { AppError } from '@thamani/domain/app-error';
import { CREDIT_NOTE_MESSAGES } from '@thamani/domain/invoicing';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { creditNoteFixture } from '../testing/credit-note-fixture';
import { INVOICE_ID, INVOICE_REQUEST_ID, invoiceFixture } from '../testing/invoice-fixture';
import { renderInvoiceCard } from '../testing/render-invoice-card';

vi.setConfig({ testTimeout: 15_000 });
vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
const auth = vi.hoisted(() => ({ role: 'admin' as 'admin' | 'user' }));
vi.mock('@/lib/auth/use-auth', () => ({ useAuth: () => ({ role: auth.role, status: 'signed-in' }) }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const CREDIT_PATH = `/api/admin/invoices/${INVOICE_ID}/credit-notes`;
const REASON = 'The official search was billed but never carried out.';

function mockApi(invoice: ReturnType<typeof invoiceFixture>, credit: (body: unknown) => unknown = () => invoice) {
  vi.mocked(apiRequest).mockImplementation((path: string, opts: { body?: unknown }) => {
    const value =
      path === CREDIT_PATH ? credit(opts.body) : path.endsWith('/invoice') ? invoice : new Error(`unexpected ${path}`);
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  });
}

async function openForm() {
  const ui = renderInvoiceCard();
  const invoice = await screen.findByRole('region', { name: 'Invoice' });
  await ui.user.click(within(invoice).getByRole('button', { name: 'Issue credit note' }));
  const dialog = await screen.findByRole('dialog', { name: 'Issue credit note' });
  return { ...ui, dialog, invoice };
}

beforeEach(() => {
  auth.role = 'admin';
  vi.mocked(apiRequest).mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

describe('Issue credit note', () => {
  it('starts at what is left to credit and asks for a reason before sending anything', async () => {
    mockApi(invoiceFixture({ credited: 10_000, balance: 69_750, creditNotes: [creditNoteFixture()] }));
    const { user, dialog } = await openForm();
    expect(within(dialog).getByText(/At most KSh 69,750 can be credited, VAT included\./)).toBeInTheDocument();
    const amount = within(dialog).getByLabelText('Amount to credit, VAT included (KSh)');
    expect(amount).toHaveValue('69750');
    const reason = within(dialog).getByLabelText('Reason');
    await user.type(reason, 'Wrong fee');
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));

    expect(await within(dialog).findByText(CREDIT_NOTE_MESSAGES.amount)).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription(CREDIT_NOTE_MESSAGES.amount);
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(CREDIT_NOTE_MESSAGES.reasonTooShort(20)));
    expect(apiRequest).not.toHaveBeenCalledWith(CREDIT_PATH, expect.anything());
  });

  it('issues the credit note, says so, and the invoice shows the new balance and the note', async () => {
    const credited = invoiceFixture({
      credited: 10_000,
      balance: 69_750,
      creditNotes: [creditNoteFixture({ reason: REASON })],
    });
    mockApi(invoiceFixture(), () => credited);
    const { user, dialog, invoice } = await openForm();
    const amount = within(dialog).getByLabelText('Amount to credit, VAT included (KSh)');
    await user.clear(amount);
    await user.type(amount, 'KSh 10,000');
    await user.type(within(dialog).getByLabelText('Reason'), `  ${REASON} `);
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));

    expect(apiRequest).toHaveBeenCalledWith(
      CREDIT_PATH,
      expect.objectContaining({ method: 'POST', body: { amount: 10_000, reason: REASON } }),
    );
    expect(toast.success).toHaveBeenCalledWith('Credit note CN-000007 issued.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(invoice).getByText('Still to pay').nextElementSibling).toHaveTextContent('KSh 69,750');
    expect(within(invoice).getByText('Credited').nextElementSibling).toHaveTextContent('KSh 10,000');
    const [note] = within(within(invoice).getByRole('list', { name: 'Credit notes' })).getAllByRole('listitem');
    expect(note).toHaveTextContent('CN-000007 · KSh 10,000');
    expect(note).toHaveTextContent('Including VAT KSh 1,379');
    expect(note).toHaveTextContent(REASON);
    expect(apiRequest).toHaveBeenCalledWith(`/api/requests/${INVOICE_REQUEST_ID}/invoice`, expect.anything());
  });

  it('puts the server’s word on the amount under its field (more than is left)', async () => {
    const tooMuch = CREDIT_NOTE_MESSAGES.tooMuch('KSh 79,750');
    mockApi(invoiceFixture(), () => new AppError('VALIDATION', tooMuch, { amount: tooMuch }));
    const { user, dialog } = await openForm();
    const amount = within(dialog).getByLabelText('Amount to credit, VAT included (KSh)');
    await user.clear(amount);
    await user.type(amount, '90000');
    await user.type(within(dialog).getByLabelText('Reason'), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));

    expect(await within(dialog).findByText(tooMuch)).toBeInTheDocument();
    expect(amount).toHaveFocus();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('a refusal without a field is a toast with the server’s words', async () => {
    mockApi(invoiceFixture(), () => new AppError('CONFLICT', CREDIT_NOTE_MESSAGES.fullyCredited));
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText('Reason'), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The credit note was not issued', {
        description: CREDIT_NOTE_MESSAGES.fullyCredited,
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Issue credit note' })).toBeInTheDocument();
  });
});

describe('an invoice with credit notes', () => {
  it('credited in full: cancelled, nothing to pay, a replacement offered to admins', async () => {
    mockApi(
      invoiceFixture({
        status: 'credited',
        credited: 79_750,
        balance: 0,
        creditNotes: [creditNoteFixture({ total: 79_750, subtotal: 68_750, vat: { rateBp: 1600, amount: 11_000 } })],
      }),
    );
    renderInvoiceCard();
    const invoice = await screen.findByRole('region', { name: 'Invoice' });
    expect(within(invoice).getByText('Cancelled by credit note')).toBeInTheDocument();
    expect(within(invoice).queryByRole('button', { name: 'Pay with M-Pesa' })).not.toBeInTheDocument();
    expect(within(invoice).queryByRole('button', { name: 'Issue credit note' })).not.toBeInTheDocument();
    expect(within(invoice).getByRole('button', { name: 'Issue replacement invoice' })).toBeInTheDocument();
  });

  it('an admin issues the replacement with the buyer corrected; the card shows the new invoice', async () => {
    const credited = invoiceFixture({
      status: 'credited',
      credited: 79_750,
      balance: 0,
      creditNotes: [creditNoteFixture()],
    });
    const replacement = invoiceFixture({
      id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      number: 'INV-000043',
      buyer: { name: 'Kamau Holdings Ltd', kraPin: 'A123456789Z' },
    });
    const replacePath = `/api/admin/invoices/${INVOICE_ID}/replacement`;
    vi.mocked(apiRequest).mockImplementation((path: string) =>
      path === replacePath ? Promise.resolve(replacement) : Promise.resolve(credited),
    );
    const ui = renderInvoiceCard();
    const invoice = await screen.findByRole('region', { name: 'Invoice' });
    await ui.user.click(within(invoice).getByRole('button', { name: 'Issue replacement invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue replacement invoice' });
    const name = within(dialog).getByLabelText('Buyer’s name');
    expect(name).toHaveValue('Wanjiku Kamau');
    await ui.user.clear(name);
    await ui.user.type(name, 'Kamau Holdings Ltd');
    const pin = within(dialog).getByLabelText('Buyer’s KRA PIN (optional)');
    await ui.user.type(pin, 'A12345');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Issue replacement invoice' }));
    expect(
      await within(dialog).findByText('The buyer’s KRA PIN must be a letter, 9 digits and a letter, e.g. P051234567Q.'),
    ).toBeInTheDocument();
    await ui.user.type(pin, '6789z');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Issue replacement invoice' }));

    expect(apiRequest).toHaveBeenCalledWith(
      replacePath,
      expect.objectContaining({ method: 'POST', body: { buyerName: 'Kamau Holdings Ltd', buyerPin: 'A123456789Z' } }),
    );
    expect(toast.success).toHaveBeenCalledWith('Replacement invoice INV-000043 issued.');
    expect(await within(invoice).findByText('INV-000043')).toBeInTheDocument();
    expect(within(invoice).getByText('Awaiting payment')).toBeInTheDocument();
  });

  it('paid, then credited: the client reads the refund due, and is offered nothing to issue', async () => {
    auth.role = 'user';
    mockApi(
      invoiceFixture({
        status: 'paid',
        paid: 79_750,
        credited: 10_000,
        balance: 0,
        refundDue: 10_000,
        creditNotes: [creditNoteFixture()],
      }),
    );
    renderInvoiceCard();
    const invoice = await screen.findByRole('region', { name: 'Invoice' });
    expect(within(invoice).getByText('Refund due KSh 10,000')).toBeInTheDocument();
    expect(within(invoice).queryByRole('button', { name: 'Issue credit note' })).not.toBeInTheDocument();
    expect(within(invoice).queryByRole('button', { name: 'Issue replacement invoice' })).not.toBeInTheDocument();
  });
});
