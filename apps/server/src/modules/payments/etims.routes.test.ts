import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVOICING_MESSAGES as M, type Invoice } from '@thamani/domain/invoicing';
import { invoiceEtims } from '#db/schema/invoice-etims.table.ts';
import { approvedReportWithoutPhotos } from '#test/issued-report.ts';
import { call } from '#test/test-app.ts';
import { useTestApp, type TestAppContext } from '#test/use-test-app.ts';
import { ETIMS_SEND_JOB } from './etims-send.job.ts';
import { issueInvoiceOnApproval } from './invoices.issue.ts';

type People = 'client' | 'agent' | 'admin';
const people = {
  client: { role: 'user' as const, name: 'Wanjiru Kamau' },
  agent: { role: 'agent' as const },
  admin: { role: 'admin' as const },
};

const SIM = '/simulators/etims';

/** An approved request and its invoice, issued as the approval's reaction issues it; the eTIMS job has run. */
async function approvedWithInvoice(t: TestAppContext<People>) {
  const { client, agent, admin } = t.actors;
  await call(t.app, admin, 'PUT', '/api/admin/fees', {
    vatRegistered: true,
    travelRatePerKm: null,
    officialSearchFee: null,
    fixedFees: [],
    paymentTerms: { individual: 'on_invoice', organisation: 'on_invoice' },
  });
  const { requestId } = await approvedReportWithoutPhotos(t.app, { client, agent, admin });
  await issueInvoiceOnApproval(t.app.ctx, {
    requestId,
    firmId: t.app.ctx.firmId,
    action: 'approve',
    from: 'under_review',
    to: 'completed',
    actorUserId: admin.userId,
  });
  await t.app.ctx.jobs.whenIdle(ETIMS_SEND_JOB, 30_000);
  return { requestId, invoice: await invoiceOf(t, requestId) };
}

async function invoiceOf(t: TestAppContext<People>, requestId: string): Promise<Invoice> {
  const res = await call(t.app, t.actors.client, 'GET', `/api/requests/${requestId}/invoice`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Invoice>();
}

describe('invoices signed through eTIMS (the simulator on the server)', () => {
  const t = useTestApp({ actors: people });

  const setMode = async (mode: 'ok' | 'unreachable' | 'refuse') => {
    const res = await t.app.inject({ method: 'POST', url: `${SIM}/__simulator/mode`, payload: { mode } });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('signs the invoice: the control unit, the receipt number and a QR link the receipt check answers', async () => {
    const { invoice } = await approvedWithInvoice(t);
    expect(invoice.etims).toMatchObject({
      state: 'signed',
      controlUnitSerial: 'KRACU0100000001',
      receiptNumber: 1,
      message: M.etimsSigned(1),
    });
    expect(invoice.etims?.signature).toMatch(/^[A-Z2-7]{16}$/);
    const qr = new URL(invoice.etims?.qrUrl ?? '');
    expect(qr.pathname).toBe(`${SIM}/common/link/etims/receipt/indexEtimsReceiptData`);
    const check = await t.app.inject({ method: 'GET', url: `${qr.pathname}${qr.search}` });
    expect(check.json()).toMatchObject({ found: true, totalAmount: invoice.total, rcptSign: invoice.etims?.signature });
    const sales = (await t.app.inject({ method: 'GET', url: `${SIM}/__simulator/sales` })).json<{
      sales: Array<{ body: { trdInvcNo: string; custNm: string; totAmt: number } }>;
    }>().sales;
    expect(sales.at(-1)?.body).toMatchObject({
      trdInvcNo: invoice.number,
      custNm: 'Wanjiru Kamau',
      totAmt: invoice.total,
    });

    // The receipt the invoice carries never changes.
    await expect(
      t.app.ctx.db.update(invoiceEtims).set({ attempts: 9 }).where(eq(invoiceEtims.invoiceId, invoice.id)),
    ).rejects.toThrow();
  });

  it('eTIMS not answering: pending, said so; sent again once it answers, and signed', async () => {
    await setMode('unreachable');
    const { requestId, invoice } = await approvedWithInvoice(t);
    expect(invoice.etims).toMatchObject({
      state: 'pending',
      message: M.etimsUnreachable,
      receiptNumber: null,
      qrUrl: null,
    });

    await setMode('ok');
    // The retry pg-boss would run after its back-off, run now.
    await t.app.ctx.jobs.send(ETIMS_SEND_JOB, { invoiceId: invoice.id });
    await t.app.ctx.jobs.whenIdle(ETIMS_SEND_JOB, 30_000);
    const after = await invoiceOf(t, requestId);
    expect(after.etims).toMatchObject({ state: 'signed', receiptNumber: 2 });
    const [row] = await t.app.ctx.db.select().from(invoiceEtims).where(eq(invoiceEtims.invoiceId, invoice.id));
    expect(row).toMatchObject({ attempts: 2, lastError: null });
  });

  it('eTIMS refusing the invoice: failed with its reason, and not sent again', async () => {
    // The device was initialised by the invoices above; eTIMS now refuses every call.
    expect(t.app.ctx.etims?.initialised).toBe(true);
    await setMode('refuse');
    try {
      const { requestId, invoice } = await approvedWithInvoice(t);
      expect(invoice.etims).toMatchObject({
        state: 'failed',
        message: M.etimsRefused('There is an unknown error. Please ask the administrator'),
        receiptNumber: null,
      });
      await setMode('ok');
      await t.app.ctx.jobs.send(ETIMS_SEND_JOB, { invoiceId: invoice.id });
      await t.app.ctx.jobs.whenIdle(ETIMS_SEND_JOB, 30_000);
      expect((await invoiceOf(t, requestId)).etims?.state).toBe('failed');
    } finally {
      await setMode('ok');
    }
  });
});

describe('invoices while eTIMS is off', () => {
  const t = useTestApp({ actors: people, overrides: { etims: null } });

  it('are issued without a signature, nothing sent, and the invoice says eTIMS is not set up', async () => {
    expect(t.app.ctx.etims).toBeNull();
    const { invoice } = await approvedWithInvoice(t);
    expect(invoice.etims).toEqual({
      state: 'off',
      message: M.etimsOff,
      controlUnitSerial: null,
      receiptNumber: null,
      signature: null,
      signedAt: null,
      qrUrl: null,
    });
    expect(await t.app.ctx.db.select().from(invoiceEtims).where(eq(invoiceEtims.invoiceId, invoice.id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `${SIM}/__simulator/mode` })).statusCode).toBe(404);
  });
});
