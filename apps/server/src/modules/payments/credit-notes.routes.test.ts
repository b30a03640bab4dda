import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CREDIT_NOTE_MESSAGES as CN, type Invoice } from '@thamani/domain/invoicing';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { creditNotes } from '#db/schema/credit-notes.table.ts';
import { approvedReportWithoutPhotos } from '#test/issued-report.ts';
import { call, type Actor } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { issueInvoiceOnApproval } from './invoices.issue.ts';

const t = useTestApp({
  actors: {
    client: { role: 'user', name: 'Wanjiru Kamau' },
    agent: { role: 'agent' },
    admin: { role: 'admin' },
  },
});
const { client, agent, admin } = t.actors;

const REASON = 'The official search was billed but never carried out.';

/** An approved request (values: market 12,500,000) and its invoice of KSh 79,750 (68,750 + VAT 11,000). */
async function approvedWithInvoice({ payBeforeRelease = false } = {}) {
  const fees = await call(t.app, admin, 'PUT', '/api/admin/fees', {
    vatRegistered: true,
    travelRatePerKm: null,
    officialSearchFee: null,
    fixedFees: [],
    paymentTerms: { individual: payBeforeRelease ? 'before_release' : 'on_invoice', organisation: 'on_invoice' },
  });
  expect(fees.statusCode, fees.body).toBe(200);
  const { requestId, reportId } = await approvedReportWithoutPhotos(t.app, { client, agent, admin });
  await issueInvoiceOnApproval(t.app.ctx, {
    requestId,
    firmId: t.app.ctx.firmId,
    action: 'approve',
    from: 'under_review',
    to: 'completed',
    actorUserId: admin.userId,
  });
  return { requestId, reportId, invoice: await invoiceOf(requestId) };
}

async function invoiceOf(requestId: string, actor: Actor = client): Promise<Invoice> {
  const res = await call(t.app, actor, 'GET', `/api/requests/${requestId}/invoice`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Invoice>();
}

const credit = (invoiceId: string, amount: number, actor: Actor | null = admin, reason = REASON) =>
  call(t.app, actor, 'POST', `/api/admin/invoices/${invoiceId}/credit-notes`, { amount, reason });

const numberOf = (creditNoteNumber: string) => Number(creditNoteNumber.slice(3));

describe('a credit note on an issued invoice', () => {
  it('a partial credit lowers what is owed; the invoice is never edited', async () => {
    const { requestId, invoice } = await approvedWithInvoice();
    const res = await credit(invoice.id, 10_000);
    expect(res.statusCode, res.body).toBe(201);
    const after = res.json<Invoice>();
    expect(after).toMatchObject({
      status: 'issued',
      total: 79_750,
      credited: 10_000,
      paid: 0,
      balance: 69_750,
      refundDue: 0,
    });
    expect(after.creditNotes).toHaveLength(1);
    expect(after.creditNotes[0]).toMatchObject({
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      reason: REASON,
      subtotal: 8_621,
      vat: { rateBp: 1_600, amount: 1_379 },
      total: 10_000,
    });
    expect(after.creditNotes[0]?.number).toMatch(/^CN-\d{6}$/);
    // The client reads the same.
    expect(await invoiceOf(requestId)).toMatchObject({ balance: 69_750, credited: 10_000 });

    const [audit] = await t.app.ctx.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, after.creditNotes[0]?.id ?? ''));
    expect(audit).toMatchObject({
      actionType: 'credit_note_issued',
      entityType: 'credit_note',
      userId: admin.userId,
      details: { number: after.creditNotes[0]?.number, amount: 10_000, reason: REASON, invoice_id: invoice.id },
    });
  });

  it('refuses more than is left to credit, saying the most that can be', async () => {
    const { invoice } = await approvedWithInvoice();
    expect((await credit(invoice.id, 30_000)).statusCode).toBe(201);
    const res = await credit(invoice.id, 49_751);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'The most that can be credited on this invoice is KSh 49,750.',
      fields: { amount: CN.tooMuch('KSh 49,750') },
    });
    const short = await credit(invoice.id, 5_000, admin, 'Too short');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ reason: CN.reasonTooShort(20) });
  });

  it('credited in full: cancelled, never pushed to M-Pesa, the report no longer held', async () => {
    const { reportId, invoice } = await approvedWithInvoice({ payBeforeRelease: true });
    expect((await call(t.app, client, 'GET', `/api/reports/${reportId}/pdf`)).statusCode).toBe(402);
    expect((await credit(invoice.id, 20_000)).statusCode).toBe(201);
    const full = await credit(invoice.id, 59_750);
    expect(full.statusCode, full.body).toBe(201);
    const after = full.json<Invoice>();
    expect(after).toMatchObject({ status: 'credited', credited: 79_750, balance: 0, refundDue: 0 });
    // The credit notes add up to the invoice's subtotal and VAT exactly.
    expect(after.creditNotes.reduce((sum, n) => sum + n.subtotal, 0)).toBe(68_750);
    expect(after.creditNotes.reduce((sum, n) => sum + (n.vat?.amount ?? 0), 0)).toBe(11_000);

    const pushed = await call(t.app, client, 'POST', `/api/invoices/${invoice.id}/mpesa`, { phone: '0712 345 678' });
    expect(pushed.statusCode).toBe(409);
    expect(pushed.json().message).toBe(CN.notPayable);
    expect((await call(t.app, client, 'GET', `/api/reports/${reportId}/pdf`)).statusCode).not.toBe(402);
    const again = await credit(invoice.id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CN.fullyCredited);
    const bank = await call(t.app, admin, 'POST', `/api/admin/invoices/${invoice.id}/payments`, {
      method: 'rtgs',
      reference: 'RTGS-0099',
      amount: 1,
    });
    expect(bank.statusCode).toBe(409);
  });

  it('on a paid invoice: the credit is a refund the firm owes the client', async () => {
    const { invoice } = await approvedWithInvoice();
    const paid = await call(t.app, admin, 'POST', `/api/admin/invoices/${invoice.id}/payments`, {
      method: 'bank_transfer',
      reference: 'FT26112900777',
      amount: 79_750,
    });
    expect(paid.json<Invoice>().status).toBe('paid');
    const res = await credit(invoice.id, 12_500);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Invoice>()).toMatchObject({ status: 'paid', balance: 0, refundDue: 12_500, credited: 12_500 });
    const rest = await credit(invoice.id, 67_250);
    expect(rest.json<Invoice>()).toMatchObject({ status: 'credited', balance: 0, refundDue: 79_750 });
  });

  it('a credit that leaves nothing owed after a part payment settles the invoice', async () => {
    const { invoice } = await approvedWithInvoice();
    await call(t.app, admin, 'POST', `/api/admin/invoices/${invoice.id}/payments`, {
      method: 'cheque',
      reference: 'CHQ-001122',
      amount: 70_000,
    });
    const res = await credit(invoice.id, 9_750);
    expect(res.json<Invoice>()).toMatchObject({ status: 'paid', balance: 0, refundDue: 0 });
  });

  it('numbers credit notes in the firm’s series without gaps, a refused one taking none', async () => {
    const { invoice } = await approvedWithInvoice();
    const first = (await credit(invoice.id, 1_000)).json<Invoice>().creditNotes[0]?.number ?? '';
    expect((await credit(invoice.id, 1_000_000)).statusCode).toBe(400);
    const other = await approvedWithInvoice();
    const second = (await credit(other.invoice.id, 1_000)).json<Invoice>().creditNotes[0]?.number ?? '';
    const third = (await credit(invoice.id, 1_000)).json<Invoice>().creditNotes[1]?.number ?? '';
    expect([numberOf(second), numberOf(third)]).toEqual([numberOf(first) + 1, numberOf(first) + 2]);
  });

  it('two credit notes at once for one invoice never credit more than its total', async () => {
    const { requestId, invoice } = await approvedWithInvoice();
    const [a, b] = await Promise.all([credit(invoice.id, 50_000), credit(invoice.id, 50_000)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    expect([a, b].find((r) => r.statusCode === 400)?.json().message).toBe(CN.tooMuch('KSh 29,750'));
    expect(await invoiceOf(requestId)).toMatchObject({ credited: 50_000, balance: 29_750 });
    const [c, d] = await Promise.all([credit(invoice.id, 29_750), credit(invoice.id, 29_750)]);
    expect([c.statusCode, d.statusCode].sort()).toEqual([201, 409]);
    expect(await invoiceOf(requestId)).toMatchObject({ status: 'credited', credited: 79_750 });
    expect(await t.app.ctx.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id))).toHaveLength(2);
  });

  it('is the admins’: the client and the valuer are refused, and nothing is credited', async () => {
    const { requestId, invoice } = await approvedWithInvoice();
    for (const actor of [client, agent]) {
      expect((await credit(invoice.id, 1_000, actor)).statusCode).toBe(403);
    }
    expect((await credit(invoice.id, 1_000, null)).statusCode).toBe(401);
    expect((await credit('00000000-0000-4000-8000-000000000000', 1_000)).statusCode).toBe(404);
    expect((await invoiceOf(requestId)).credited).toBe(0);
  });

  it('a credit note is never changed or removed', async () => {
    const { invoice } = await approvedWithInvoice();
    const note = (await credit(invoice.id, 5_000)).json<Invoice>().creditNotes[0];
    const id = note?.id ?? '';
    await expect(
      t.app.ctx.db.update(creditNotes).set({ total: 1, subtotal: 1, vatAmount: 0 }).where(eq(creditNotes.id, id)),
    ).rejects.toThrow();
    await expect(t.app.ctx.db.delete(creditNotes).where(eq(creditNotes.id, id))).rejects.toThrow();
    const [row] = await t.app.ctx.db.select().from(creditNotes).where(eq(creditNotes.id, id));
    expect(row?.total).toBe(5_000);
  });
});

describe('a replacement for an invoice credited in full', () => {
  const replace = (invoiceId: string, body: Record<string, unknown> = {}, actor: Actor = admin) =>
    call(t.app, actor, 'POST', `/api/admin/invoices/${invoiceId}/replacement`, body);

  it('takes the next number, the same fee, the buyer corrected; the request shows it', async () => {
    const { requestId, invoice } = await approvedWithInvoice();
    expect((await replace(invoice.id)).statusCode).toBe(409);
    expect((await credit(invoice.id, 79_750, admin, 'Issued to the buyer’s old name; replaced.')).statusCode).toBe(201);
    const res = await replace(invoice.id, { buyerName: 'Wanjiru Kamau Holdings Ltd', buyerPin: 'a123456789z' });
    expect(res.statusCode, res.body).toBe(201);
    const replacement = res.json<Invoice>();
    expect(replacement).toMatchObject({
      status: 'issued',
      requestId,
      buyer: { name: 'Wanjiru Kamau Holdings Ltd', kraPin: 'A123456789Z' },
      subtotal: 68_750,
      total: 79_750,
      balance: 79_750,
      creditNotes: [],
    });
    expect(replacement.id).not.toBe(invoice.id);
    const [latest] = await t.app.ctx.db
      .select({ number: auditLogs.details })
      .from(auditLogs)
      .where(eq(auditLogs.entityId, replacement.id));
    expect(latest?.number).toMatchObject({ replaces: invoice.number, number: replacement.number });
    // The live invoice is the one the request's reader is shown.
    expect(await invoiceOf(requestId)).toMatchObject({ id: replacement.id, status: 'issued' });

    const twice = await replace(invoice.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(CN.alreadyReplaced(replacement.number));
    expect((await replace(invoice.id, {}, client)).statusCode).toBe(403);
  });

  it('the replacement is numbered next in the invoice series', async () => {
    const { invoice } = await approvedWithInvoice();
    await credit(invoice.id, 79_750);
    const replacement = (await replace(invoice.id)).json<Invoice>();
    const next = await approvedWithInvoice();
    const n = (number: string) => Number(number.slice(4));
    expect(n(next.invoice.number)).toBe(n(replacement.number) + 1);
    expect(n(replacement.number)).toBeGreaterThan(n(invoice.number));
    expect(replacement.buyer).toEqual(invoice.buyer);
  });
});
