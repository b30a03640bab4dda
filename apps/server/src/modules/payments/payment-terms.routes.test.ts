import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentTerms } from '@thamani/domain/fees';
import type { Invoice } from '@thamani/domain/invoicing';
import type { RequestDetail } from '@thamani/domain/requests';
import type { VisitDetail } from '@thamani/domain/visits';
import { organisations } from '#db/schema/organisations.table.ts';
import { valuationRequests } from '#db/schema/valuation-requests.table.ts';
import { insertApprovedReport } from '#test/issued-report.ts';
import { call, requestBody } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import type { RequestMoved } from '../lifecycle/index.ts';
import { issueAdvanceOnAcceptance, issueInvoiceOnApproval } from './invoices.issue.ts';

const t = useTestApp({
  actors: {
    client: { role: 'user', name: 'Achieng Otieno' },
    agent: { role: 'agent' },
    admin: { role: 'admin' },
  },
});
const { client, agent, admin } = t.actors;

async function setTerms(individual: PaymentTerms, organisation: PaymentTerms = 'on_account') {
  const res = await call(t.app, admin, 'PUT', '/api/admin/fees', {
    vatRegistered: true,
    travelRatePerKm: null,
    officialSearchFee: null,
    fixedFees: [],
    paymentTerms: { individual, organisation },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const moved = (
  requestId: string,
  action: RequestMoved['action'],
  from: RequestMoved['from'],
  to: RequestMoved['to'],
) => ({
  requestId,
  firmId: t.app.ctx.firmId,
  action,
  from,
  to,
  actorUserId: admin.userId,
});

/** The client orders (expecting `expectedValue` when given) and the valuer accepts; the acceptance's reaction runs twice. */
async function acceptedOrder(expectedValue?: number): Promise<RequestDetail> {
  const created = await call(
    t.app,
    client,
    'POST',
    '/api/requests',
    requestBody(expectedValue ? { expectedValue } : {}),
  );
  expect(created.statusCode, created.body).toBe(201);
  const request = created.json<RequestDetail>();
  const accepted = await call(t.app, agent, 'POST', `/api/requests/${request.id}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  await issueAdvanceOnAcceptance(t.app.ctx, moved(request.id, 'accept', 'pending', 'assigned'));
  await issueAdvanceOnAcceptance(t.app.ctx, moved(request.id, 'accept', 'pending', 'assigned'));
  return accepted.json<RequestDetail>();
}

const invoiceOf = async (requestId: string) => {
  const res = await call(t.app, client, 'GET', `/api/requests/${requestId}/invoice`);
  return { status: res.statusCode, invoice: res.statusCode === 200 ? res.json<Invoice>() : null, body: res.body };
};

/** One valuer books each: every test books on its own day, so no booking overlaps another test's. */
const bookVisit = (r: RequestDetail, date: string) =>
  call(t.app, agent, 'POST', '/api/visits', {
    requestId: r.id,
    propertyId: r.property?.id,
    date,
    time: '10:00 AM',
    durationMinutes: 60,
  });

async function approve(requestId: string, market: number) {
  await t.app.ctx.db.update(valuationRequests).set({ status: 'completed' }).where(eq(valuationRequests.id, requestId));
  await insertApprovedReport(t.app, requestId, { agent, admin }, { market, forcedSale: null });
  const event = moved(requestId, 'approve', 'under_review', 'completed');
  await issueInvoiceOnApproval(t.app.ctx, event);
  await issueInvoiceOnApproval(t.app.ctx, event);
}

const record = (invoiceId: string, amount: number, reference: string) =>
  call(t.app, admin, 'POST', `/api/admin/invoices/${invoiceId}/payments`, {
    method: 'bank_transfer',
    reference,
    amount,
  });

describe('paying before the site visit', () => {
  it('invoices an advance on the quote when the order is taken, and no visit is booked until it is paid', async () => {
    await setTerms('before_visit');
    const request = await acceptedOrder(5_000_000);
    const { invoice: advance } = await invoiceOf(request.id);
    // KSh 5,000,000 on the scale: 1 % = 50,000, VAT 8,000.
    expect(advance).toMatchObject({
      kind: 'advance',
      terms: 'before_visit',
      subtotal: 50_000,
      total: 58_000,
      balance: 58_000,
    });

    const refused = await bookVisit(request, '2030-03-05');
    expect(refused.statusCode).toBe(402);
    expect(refused.json<{ message: string }>().message).toBe(
      `The site visit is booked once the advance is paid: KSh 58,000 owed on invoice ${advance?.number}.`,
    );

    expect((await record(advance?.id ?? '', 58_000, 'FT-ADV-0001')).statusCode).toBe(201);
    const booked = await bookVisit(request, '2030-03-05');
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json<VisitDetail>().status).toBe('scheduled');
  });

  it('the final fee on approval bills the balance over the advance, and the report waits for it', async () => {
    await setTerms('before_visit');
    const request = await acceptedOrder(5_000_000);
    const advance = (await invoiceOf(request.id)).invoice;
    await record(advance?.id ?? '', 58_000, 'FT-ADV-0002');
    await approve(request.id, 10_000_000);

    const { invoice: balance } = await invoiceOf(request.id);
    // Final 62,500 less 50,000 advanced: 12,500 + VAT 2,000.
    expect(balance).toMatchObject({ kind: 'balance', subtotal: 12_500, total: 14_500, payBeforeRelease: true });
    expect(balance?.lines[0]?.description).toBe(
      `Balance of the valuation fee: KSh 62,500 on the approved value, less KSh 50,000 invoiced in advance on ${advance?.number}`,
    );
    expect(Number(balance?.number.slice(4))).toBe(Number(advance?.number.slice(4)) + 1);
  });

  it('when the order gave no value, the advance is the scale minimum, and says so', async () => {
    await setTerms('before_visit');
    const request = await acceptedOrder();
    const { invoice } = await invoiceOf(request.id);
    expect(invoice).toMatchObject({ kind: 'advance', subtotal: 25_000, total: 29_000 });
  });

  it('credits the advance when the final fee is lower', async () => {
    await setTerms('before_visit');
    const request = await acceptedOrder(10_000_000);
    const advance = (await invoiceOf(request.id)).invoice;
    expect(advance?.total).toBe(72_500);
    await approve(request.id, 5_000_000);

    const after = await call(t.app, admin, 'GET', `/api/requests/${request.id}/invoice`);
    const credited = after.json<Invoice>();
    expect(credited).toMatchObject({ id: advance?.id, kind: 'advance', credited: 72_500 - 58_000, balance: 58_000 });
    expect(credited.creditNotes).toHaveLength(1);
  });
});

describe('terms by kind of client', () => {
  it('a firm paid on invoice issues no advance, and books the visit at once', async () => {
    await setTerms('on_invoice');
    const request = await acceptedOrder(5_000_000);
    expect((await invoiceOf(request.id)).status).toBe(404);
    expect((await bookVisit(request, '2030-03-06')).statusCode).toBe(201);
  });

  it("a bank's request follows the organisation's terms: on account, nothing held", async () => {
    await setTerms('before_release', 'on_account');
    const request = await acceptedOrder(5_000_000);
    const [org] = await t.app.ctx.db
      .insert(organisations)
      .values({ kind: 'bank', name: 'Equity Bank, Upper Hill' })
      .returning({ id: organisations.id });
    await t.app.ctx.db
      .update(valuationRequests)
      .set({ clientOrganisationId: org?.id ?? null })
      .where(eq(valuationRequests.id, request.id));
    await approve(request.id, 5_000_000);
    const { invoice } = await invoiceOf(request.id);
    expect(invoice).toMatchObject({ kind: 'final', terms: 'on_account', payBeforeRelease: false });
  });

  it('refuses individuals on account, in words', async () => {
    const res = await call(t.app, admin, 'PUT', '/api/admin/fees', {
      vatRegistered: true,
      travelRatePerKm: null,
      officialSearchFee: null,
      fixedFees: [],
      paymentTerms: { individual: 'on_account', organisation: 'on_account' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Only client organisations can be on account');
  });
});
