import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '@thamani/domain/invoicing';
import { PAYMENT_MESSAGES as M, type Payment } from '@thamani/domain/payments';
import { invoices } from '#db/schema/invoices.table.ts';
import { payments } from '#db/schema/payments.table.ts';
import { approvedReportWithoutPhotos } from '#test/issued-report.ts';
import { call, type Actor } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { issueInvoiceOnApproval } from './invoices.issue.ts';

const t = useTestApp({
  actors: {
    client: { role: 'user', name: 'Wanjiru Kamau' },
    otherClient: { role: 'user' },
    agent: { role: 'agent' },
    admin: { role: 'admin' },
  },
});
const { client, otherClient, agent, admin } = t.actors;

const SIM = '/simulators/daraja/__simulator';
const callbackUrl = () => `/api/payments/mpesa/callback/${t.app.ctx.settings.mpesa?.callbackSecret ?? ''}`;

/** An approved request (values: market 12,500,000, forced sale 9,375,000) and its invoice, as the approval's reaction issues it. */
async function approvedWithInvoice(fees: { payBeforeRelease?: boolean } = {}) {
  await call(t.app, admin, 'PUT', '/api/admin/fees', {
    vatRegistered: true,
    travelRatePerKm: null,
    officialSearchFee: null,
    fixedFees: [],
    paymentTerms: {
      individual: fees.payBeforeRelease ? 'before_release' : 'on_invoice',
      organisation: 'on_invoice',
    },
  });
  const { requestId, reportId } = await approvedReportWithoutPhotos(t.app, { client, agent, admin });
  const event = {
    requestId,
    firmId: t.app.ctx.firmId,
    action: 'approve' as const,
    from: 'under_review' as const,
    to: 'completed' as const,
    actorUserId: admin.userId,
  };
  await issueInvoiceOnApproval(t.app.ctx, event);
  // A second delivery of the same event issues nothing more.
  await issueInvoiceOnApproval(t.app.ctx, event);
  const res = await call(t.app, client, 'GET', `/api/requests/${requestId}/invoice`);
  expect(res.statusCode, res.body).toBe(200);
  return { requestId, reportId, invoice: res.json<Invoice>() };
}

const push = (actor: Actor, invoiceId: string, phone = '0712 345 678') =>
  call(t.app, actor, 'POST', `/api/invoices/${invoiceId}/mpesa`, { phone });

async function promptOf(checkout: string | null) {
  const list = (await t.app.inject({ method: 'GET', url: `${SIM}/prompts` })).json<{
    prompts: Array<{ checkoutRequestId: string; status: string }>;
  }>();
  return list.prompts.find((p) => p.checkoutRequestId === checkout);
}

async function checkoutOf(paymentId: string): Promise<string> {
  const [row] = await t.app.ctx.db
    .select({ checkout: payments.checkoutRequestId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  expect(row?.checkout).toBeTruthy();
  return row?.checkout ?? '';
}

async function act(checkout: string, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${SIM}/prompts/${encodeURIComponent(checkout)}/act`,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Waits for the payment to leave "pending" (the simulator calls back on its own time). */
async function settled(actor: Actor, paymentId: string): Promise<Payment> {
  for (let i = 0; i < 100; i++) {
    const payment = (await call(t.app, actor, 'GET', `/api/payments/${paymentId}`)).json<Payment>();
    if (payment.status !== 'pending') {
      return payment;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the payment stayed pending');
}

describe('the invoice issued on approval', () => {
  it('carries the final fee on the highest approved value, numbered in the firm’s gapless series', async () => {
    const first = await approvedWithInvoice();
    const second = await approvedWithInvoice();
    expect(first.invoice).toMatchObject({
      status: 'issued',
      subtotal: 68_750,
      vat: { rateBp: 1_600, amount: 11_000 },
      total: 79_750,
      paid: 0,
      balance: 79_750,
      buyer: { name: 'Wanjiru Kamau' },
    });
    expect(first.invoice.lines.at(-1)).toEqual({ kind: 'total', description: 'Total to pay', amount: 79_750 });
    const n = Number(first.invoice.number.slice(4));
    expect(second.invoice.number).toBe(`INV-${String(n + 1).padStart(6, '0')}`);
    // Never edited once issued.
    await expect(
      t.app.ctx.db.update(invoices).set({ total: 1 }).where(eq(invoices.id, first.invoice.id)),
    ).rejects.toThrow();
  });

  it('is the client’s who ordered and the admins’, not another client’s or a valuer’s', async () => {
    const { requestId } = await approvedWithInvoice();
    expect((await call(t.app, admin, 'GET', `/api/requests/${requestId}/invoice`)).statusCode).toBe(200);
    for (const actor of [otherClient, agent]) {
      expect((await call(t.app, actor, 'GET', `/api/requests/${requestId}/invoice`)).statusCode).toBe(404);
    }
    expect((await call(t.app, null, 'GET', `/api/requests/${requestId}/invoice`)).statusCode).toBe(401);
  });
});

describe('paying by M-Pesa through the simulator', () => {
  it('push → PIN on the phone → callback → paid with the receipt; a second callback changes nothing', async () => {
    const { invoice } = await approvedWithInvoice();
    const res = await push(client, invoice.id);
    expect(res.statusCode, res.body).toBe(202);
    const pending = res.json<Payment>();
    expect(pending).toMatchObject({ status: 'pending', amount: 79_750, phone: '0712 *** 678', method: 'mpesa' });
    const checkout = await checkoutOf(pending.id);
    expect(await promptOf(checkout)).toMatchObject({ status: 'pending' });

    await act(checkout, { action: 'approve', pin: '1234', callback: 'twice' });
    const paid = await settled(client, pending.id);
    expect(paid).toMatchObject({ status: 'paid', message: M.paid });
    expect(paid.reference).toMatch(/^[A-Z0-9]{10}$/);
    const after = (await call(t.app, client, 'GET', `/api/requests/${invoice.requestId}/invoice`)).json<Invoice>();
    expect(after).toMatchObject({ status: 'paid', paid: 79_750, balance: 0 });
    expect(after.payments).toHaveLength(1);

    // Paid: no further push.
    const again = await push(client, invoice.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyPaid);
  });

  it('a cancelled prompt fails in the payer’s words and may be tried again', async () => {
    const { invoice } = await approvedWithInvoice();
    const first = (await push(client, invoice.id)).json<Payment>();
    await act(await checkoutOf(first.id), { action: 'decline' });
    expect(await settled(client, first.id)).toMatchObject({
      status: 'failed',
      message: M.cancelled,
      canRetry: true,
      reference: null,
    });
    const wrongPin = (await push(client, invoice.id)).json<Payment>();
    await act(await checkoutOf(wrongPin.id), { action: 'approve', pin: '0000' });
    expect(await settled(client, wrongPin.id)).toMatchObject({ status: 'failed', message: M.wrongPin, canRetry: true });
  });

  it('two pushes at once for one invoice make one payment', async () => {
    const { invoice } = await approvedWithInvoice();
    const [a, b] = await Promise.all([
      push(client, invoice.id, '0722 000 001'),
      push(admin, invoice.id, '0722 000 002'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([202, 409]);
    expect([a, b].find((r) => r.statusCode === 409)?.json().message).toBe(M.pushPending);
    expect(await t.app.ctx.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toHaveLength(1);
  });

  it('a callback for another amount is not credited; one without the secret is refused', async () => {
    const { invoice } = await approvedWithInvoice();
    const pending = (await push(client, invoice.id, '0722 000 003')).json<Payment>();
    const checkout = await checkoutOf(pending.id);
    const body = (amount: number) => ({
      Body: {
        stkCallback: {
          MerchantRequestID: 'm-1',
          CheckoutRequestID: checkout,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: amount },
              { Name: 'MpesaReceiptNumber', Value: 'TKR1ABC2DE' },
              { Name: 'TransactionDate', Value: 20261129123456 },
              { Name: 'PhoneNumber', Value: 254722000003 },
            ],
          },
        },
      },
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/mpesa/callback/not-the-secret',
      payload: body(79_750),
    });
    expect(forged.statusCode).toBe(404);
    expect((await call(t.app, client, 'GET', `/api/payments/${pending.id}`)).json<Payment>().status).toBe('pending');

    const short = await t.app.inject({ method: 'POST', url: callbackUrl(), payload: body(10) });
    expect(short.statusCode).toBe(200);
    expect((await call(t.app, client, 'GET', `/api/payments/${pending.id}`)).json<Payment>()).toMatchObject({
      status: 'failed',
      reference: null,
    });
    expect(
      (await call(t.app, client, 'GET', `/api/requests/${invoice.requestId}/invoice`)).json<Invoice>(),
    ).toMatchObject({ status: 'issued', balance: 79_750 });
  });

  it('with no callback, the status check asks M-Pesa and settles the payment', async () => {
    const { invoice } = await approvedWithInvoice();
    const pending = (await push(client, invoice.id, '0722 000 004')).json<Payment>();
    await act(await checkoutOf(pending.id), { action: 'approve', callback: 'never' });
    expect((await call(t.app, client, 'GET', `/api/payments/${pending.id}`)).json<Payment>().status).toBe('pending');
    // The job the push scheduled for a minute later, run now.
    await t.app.ctx.jobs.send('payments.mpesa-status', { paymentId: pending.id });
    await t.app.ctx.jobs.whenIdle('payments.mpesa-status', 30_000);
    expect(await settled(client, pending.id)).toMatchObject({ status: 'paid' });
  });
});

describe('the report held until the invoice is paid', () => {
  it('the client reads "Report ready — pay KSh … to download" (402) until paid; staff are never held', async () => {
    const { reportId, invoice } = await approvedWithInvoice({ payBeforeRelease: true });
    const held = await call(t.app, client, 'GET', `/api/reports/${reportId}/pdf`);
    expect(held.statusCode).toBe(402);
    expect(held.json().message).toBe('Report ready — pay KSh 79,750 to download.');
    expect((await call(t.app, admin, 'GET', `/api/reports/${reportId}/pdf`)).statusCode).not.toBe(402);

    // An admin records the bank transfer: the client's copy is released.
    const tooMuch = await call(t.app, admin, 'POST', `/api/admin/invoices/${invoice.id}/payments`, {
      method: 'rtgs',
      reference: 'RTGS-0042',
      amount: 100_000,
    });
    expect(tooMuch.statusCode).toBe(400);
    const recorded = await call(t.app, admin, 'POST', `/api/admin/invoices/${invoice.id}/payments`, {
      method: 'rtgs',
      reference: 'RTGS-0042',
      amount: 79_750,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json<Invoice>()).toMatchObject({
      status: 'paid',
      balance: 0,
      payments: [{ method: 'rtgs', reference: 'RTGS-0042', status: 'paid' }],
    });
    expect((await call(t.app, client, 'GET', `/api/reports/${reportId}/pdf`)).statusCode).not.toBe(402);
    expect(
      (
        await call(t.app, client, 'POST', `/api/admin/invoices/${invoice.id}/payments`, {
          method: 'rtgs',
          reference: 'RTGS-0043',
          amount: 1,
        })
      ).statusCode,
    ).toBe(403);
  });
});
