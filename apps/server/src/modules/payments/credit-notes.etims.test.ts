import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CREDIT_NOTE_MESSAGES as CN, INVOICING_MESSAGES as M, type Invoice } from '@thamani/domain/invoicing';
import { creditNoteEtims } from '#db/schema/credit-note-etims.table.ts';
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
const REASON = 'The disbursements were billed twice on this invoice.';

interface SimulatedSale {
  invoiceNumber: number;
  receiptType: 'S' | 'R';
  originalInvoiceNumber: number;
  body: Record<string, unknown>;
}

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
  const res = await call(t.app, t.actors.admin, 'GET', `/api/requests/${requestId}/invoice`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Invoice>();
}

async function sales(t: TestAppContext<People>): Promise<SimulatedSale[]> {
  return (await t.app.inject({ method: 'GET', url: `${SIM}/__simulator/sales` })).json<{ sales: SimulatedSale[] }>()
    .sales;
}

async function etimsNumberOf(t: TestAppContext<People>, invoiceId: string): Promise<number> {
  const [row] = await t.app.ctx.db.select().from(invoiceEtims).where(eq(invoiceEtims.invoiceId, invoiceId));
  return row?.etimsNumber ?? -1;
}

describe('credit notes sent to eTIMS (the simulator on the server)', () => {
  const t = useTestApp({ actors: people });

  const setMode = async (mode: 'ok' | 'unreachable') => {
    const res = await t.app.inject({ method: 'POST', url: `${SIM}/__simulator/mode`, payload: { mode } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const credit = (invoiceId: string, amount: number) =>
    call(t.app, t.actors.admin, 'POST', `/api/admin/invoices/${invoiceId}/credit-notes`, { amount, reason: REASON });

  it('goes as a refund receipt naming the invoice’s eTIMS number, in the series the invoices share', async () => {
    const { requestId, invoice } = await approvedWithInvoice(t);
    expect(invoice.etims?.state).toBe('signed');
    const original = await etimsNumberOf(t, invoice.id);
    expect((await credit(invoice.id, 10_000)).statusCode).toBe(201);
    await t.app.ctx.jobs.whenIdle(ETIMS_SEND_JOB, 30_000);

    const after = await invoiceOf(t, requestId);
    const note = after.creditNotes[0];
    expect(note?.etims).toMatchObject({ state: 'signed', receiptNumber: 1, message: M.etimsSigned(1) });
    expect(note?.etims?.signature).toMatch(/^[A-Z2-7]{16}$/);
    const refund = (await sales(t)).at(-1);
    expect(refund).toMatchObject({ receiptType: 'R', originalInvoiceNumber: original });
    expect(refund?.invoiceNumber).toBeGreaterThan(original);
    expect(refund?.body).toMatchObject({
      rcptTyCd: 'R',
      orgInvcNo: original,
      trdInvcNo: note?.number,
      rfdRsnCd: '06',
      custNm: 'Wanjiru Kamau',
      totTaxblAmt: 8_621,
      totTaxAmt: 1_379,
      totAmt: 10_000,
    });
    // The control unit's receipt the credit note carries never changes.
    await expect(
      t.app.ctx.db
        .update(creditNoteEtims)
        .set({ attempts: 9 })
        .where(eq(creditNoteEtims.creditNoteId, note?.id ?? '')),
    ).rejects.toThrow();
  });

  it('waits for its invoice: sent once eTIMS has signed the invoice', async () => {
    await setMode('unreachable');
    try {
      const { requestId, invoice } = await approvedWithInvoice(t);
      expect(invoice.etims?.state).toBe('pending');
      await setMode('ok');
      expect((await credit(invoice.id, 79_750)).statusCode).toBe(201);
      await t.app.ctx.jobs.whenIdle(ETIMS_SEND_JOB, 30_000);
      expect((await invoiceOf(t, requestId)).creditNotes[0]?.etims).toMatchObject({
        state: 'pending',
        message: CN.etimsWaitsForInvoice,
      });

      // The retries pg-boss would run after their back-off, run now: the invoice, then its credit note.
      await t.app.ctx.jobs.send(ETIMS_SEND_JOB, { invoiceId: invoice.id });
      await t.app.ctx.jobs.whenIdle(ETIMS_SEND_JOB, 30_000);
      const note = (await invoiceOf(t, requestId)).creditNotes[0];
      await t.app.ctx.jobs.send(ETIMS_SEND_JOB, { creditNoteId: note?.id ?? '' });
      await t.app.ctx.jobs.whenIdle(ETIMS_SEND_JOB, 30_000);
      const after = await invoiceOf(t, requestId);
      expect(after.etims?.state).toBe('signed');
      expect(after.creditNotes[0]?.etims?.state).toBe('signed');
      // The whole invoice credited: its total and VAT exactly.
      expect((await sales(t)).at(-1)?.body).toMatchObject({
        rcptTyCd: 'R',
        orgInvcNo: await etimsNumberOf(t, invoice.id),
        totItemCnt: 1,
        totAmt: 79_750,
        totTaxAmt: 11_000,
      });
    } finally {
      await setMode('ok');
    }
  });

  it('a replacement invoice goes as a new sale, numbered next in the eTIMS series', async () => {
    const { invoice } = await approvedWithInvoice(t);
    expect((await credit(invoice.id, 79_750)).statusCode).toBe(201);
    const res = await call(t.app, t.actors.admin, 'POST', `/api/admin/invoices/${invoice.id}/replacement`, {
      buyerPin: 'A123456789Z',
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.ctx.jobs.whenIdle(ETIMS_SEND_JOB, 30_000);
    const replacement = res.json<Invoice>();
    const sent = await sales(t);
    expect(sent.at(-1)).toMatchObject({
      receiptType: 'S',
      body: { trdInvcNo: replacement.number, custTin: 'A123456789Z' },
    });
    expect(sent.at(-2)).toMatchObject({ receiptType: 'R', originalInvoiceNumber: await etimsNumberOf(t, invoice.id) });
    const numbers = sent.map((s) => s.invoiceNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe('credit notes while eTIMS is off', () => {
  const t = useTestApp({ actors: people, overrides: { etims: null } });

  it('are issued without being sent, and say eTIMS is not set up', async () => {
    const { requestId, invoice } = await approvedWithInvoice(t);
    const res = await call(t.app, t.actors.admin, 'POST', `/api/admin/invoices/${invoice.id}/credit-notes`, {
      amount: 5_000,
      reason: REASON,
    });
    expect(res.statusCode, res.body).toBe(201);
    const note = (await invoiceOf(t, requestId)).creditNotes[0];
    expect(note?.etims).toMatchObject({ state: 'off', message: M.etimsOff, receiptNumber: null, qrUrl: null });
    expect(await t.app.ctx.db.select().from(creditNoteEtims)).toEqual([]);
  });
});
