import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FEE_MESSAGES as M, type FeeQuote, type FirmFeesView, type UpdateFirmFees } from '@thamani/domain/fees';
import type { RequestDetail } from '@thamani/domain/requests';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { requestQuotes } from '#db/schema/request-quotes.table.ts';
import { call, requestBody, type Actor } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';

const t = useTestApp({ actors: { client: { role: 'user' }, agent: { role: 'agent' }, admin: { role: 'admin' } } });
const { client, agent, admin } = t.actors;

const FEES: UpdateFirmFees = {
  vatRegistered: true,
  travelRatePerKm: 100,
  officialSearchFee: 1_500,
  fixedFees: [
    { purpose: 'mortgage', amount: 45_000, reason: 'Agreed panel fee with the banks for mortgage valuations' },
  ],
  paymentTerms: { individual: 'on_invoice', organisation: 'on_invoice' },
};
const NONE: UpdateFirmFees = {
  vatRegistered: false,
  travelRatePerKm: null,
  officialSearchFee: null,
  fixedFees: [],
  paymentTerms: { individual: 'on_invoice', organisation: 'on_invoice' },
};

const quote = (actor: Actor | null, body: unknown) => call(t.app, actor, 'POST', '/api/fees/quote', body);
const save = (actor: Actor | null, body: unknown) => call(t.app, actor, 'PUT', '/api/admin/fees', body);
const lines = (q: FeeQuote) => q.lines.map((l) => [l.description, l.amount]);

describe('a quote before ordering', () => {
  it('is open to a visitor: KSh 10,000,000 on the scale, with its working, and no VAT while the firm is not registered', async () => {
    expect((await save(admin, NONE)).statusCode).toBe(200);
    const res = await quote(null, { category: 'ordinary', expectedValue: 10_000_000 });
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json<FeeQuote>();
    expect(q).toMatchObject({
      fee: 62_500,
      vat: null,
      total: 62_500,
      scale: { id: 'ke-valuers-forms-and-fees-rules', version: 1 },
    });
    expect(lines(q)).toEqual([
      ['1% of the first KSh 5,000,000', 50_000],
      ['0.25% of the remaining KSh 5,000,000', 12_500],
      ['Fee on the Valuers’ scale', 62_500],
      ['Fee and disbursements before VAT', 62_500],
      ['Total to pay', 62_500],
    ]);
  });

  it('follows the firm’s settings at once: VAT, travel, the official search and the fixed fee for a purpose', async () => {
    expect((await save(admin, FEES)).statusCode).toBe(200);
    const sale = (
      await quote(client, { category: 'ordinary', expectedValue: 10_000_000, purpose: 'sale', distanceKm: 30 })
    ).json<FeeQuote>();
    expect(sale).toMatchObject({
      fee: 62_500,
      subtotal: 67_000,
      vat: { rateBp: 1_600, amount: 10_720 },
      total: 77_720,
    });
    const mortgage = (
      await quote(client, { category: 'ordinary', expectedValue: 10_000_000, purpose: 'mortgage' })
    ).json<FeeQuote>();
    expect(mortgage).toMatchObject({
      scaleFee: 62_500,
      fee: 45_000,
      offScale: true,
      total: Math.round((45_000 + 1_500) * 1.16),
    });
    expect((await save(admin, NONE)).statusCode).toBe(200);
  });

  it('refuses a value that is not whole shillings, and a category the firm does not quote', async () => {
    const fraction = await quote(null, { category: 'ordinary', expectedValue: 10.5 });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json()).toMatchObject({ code: 'VALIDATION', fields: { expectedValue: M.expectedValue } });
    const rental = await quote(null, { category: 'rental', expectedValue: 1_200_000 });
    expect(rental.statusCode).toBe(409);
    expect(rental.json().message).toMatch(/not yet confirmed against the gazetted Rules/);
  });
});

describe('the firm’s fee settings', () => {
  it('start at the defaults, and are saved and audited with what changed — a fixed fee with its reason', async () => {
    expect((await save(admin, NONE)).statusCode).toBe(200);
    const first = (await call(t.app, admin, 'GET', '/api/admin/fees')).json<FirmFeesView>();
    expect(first).toMatchObject({
      vatRegistered: false,
      vatRateBp: 1_600,
      travelRatePerKm: null,
      fixedFees: [],
      scale: { version: 1 },
    });

    const saved = await save(admin, FEES);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<FirmFeesView>()).toMatchObject({
      vatRegistered: true,
      travelRatePerKm: 100,
      fixedFees: FEES.fixedFees,
    });
    const [audit] = await t.app.ctx.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.actionType, 'firm_fees_updated'))
      .orderBy(desc(auditLogs.createdAt))
      .limit(1);
    expect(audit?.userId).toBe(admin.userId);
    const changes = (audit?.details as { changes: Record<string, { from: unknown; to: unknown }> }).changes;
    expect(changes.fixedFees).toEqual({ from: [], to: FEES.fixedFees });
    expect(changes.vatRegistered).toEqual({ from: false, to: true });

    // The same again changes nothing and audits nothing.
    const count = async () =>
      (await t.app.ctx.db.select().from(auditLogs).where(eq(auditLogs.actionType, 'firm_fees_updated'))).length;
    const before = await count();
    expect((await save(admin, FEES)).statusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  it('refuse a fixed fee without its reason, field by field, and change nothing', async () => {
    expect((await save(admin, NONE)).statusCode).toBe(200);
    const res = await save(admin, { ...FEES, fixedFees: [{ purpose: 'mortgage', amount: 45_000, reason: 'cheaper' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { 'fixedFees.0.reason': M.offScaleReasonNeeded(20) },
    });
    expect((await call(t.app, admin, 'GET', '/api/admin/fees')).json<FirmFeesView>().fixedFees).toEqual([]);
  });

  it('are the admins’ only: 401 signed out, 403 for clients and valuers', async () => {
    expect((await call(t.app, null, 'GET', '/api/admin/fees')).statusCode).toBe(401);
    expect((await save(null, FEES)).statusCode).toBe(401);
    for (const actor of [client, agent]) {
      expect((await call(t.app, actor, 'GET', '/api/admin/fees')).statusCode).toBe(403);
      expect((await save(actor, FEES)).statusCode).toBe(403);
    }
  });
});

describe('the quote kept with an order', () => {
  it('is worked again on the server from the value the client expects, shown with the request, and never changed', async () => {
    expect((await save(admin, FEES)).statusCode).toBe(200);
    const created = await call(
      t.app,
      client,
      'POST',
      '/api/requests',
      requestBody({ purpose: 'sale', expectedValue: '12,000,000' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const detail = created.json<RequestDetail>();
    expect(detail.quote).toMatchObject({
      basis: { kind: 'expected', amount: 12_000_000 },
      fee: 67_500,
      subtotal: 69_000,
      total: 80_040,
    });

    // The firm's later change does not touch a quote already given.
    expect((await save(admin, NONE)).statusCode).toBe(200);
    const again = (await call(t.app, client, 'GET', `/api/requests/${detail.id}`)).json<RequestDetail>();
    expect(again.quote?.total).toBe(80_040);
    await expect(t.app.ctx.db.update(requestQuotes).set({ expectedValue: 1 })).rejects.toThrow();

    const without = await call(t.app, client, 'POST', '/api/requests', requestBody());
    expect(without.json<RequestDetail>().quote).toBeNull();
  });

  it('refuses a value that is not whole shillings, and orders nothing', async () => {
    const res = await call(t.app, client, 'POST', '/api/requests', requestBody({ expectedValue: 'about ten million' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { expectedValue: M.expectedValue } });
  });
});
