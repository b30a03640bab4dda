import { describe, expect, it } from 'vitest';
import { formatKsh } from '@thamani/domain/money';
import type { Invoice } from '@thamani/domain/invoicing';
import { approvedReportWithoutPhotos } from '#test/issued-report.ts';
import { pdfPagesText } from '#test/pdf-text.ts';
import { call } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { ETIMS_SEND_JOB } from './etims-send.job.ts';
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

/** An approved request and its invoice, issued as the approval's reaction issues it, then signed by the eTIMS simulator. */
async function issuedInvoice(): Promise<Invoice> {
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
  const res = await call(t.app, client, 'GET', `/api/requests/${requestId}/invoice`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Invoice>();
}

const pdfOf = (actor: Parameters<typeof call>[1], invoiceId: string) =>
  call(t.app, actor, 'GET', `/api/invoices/${invoiceId}/pdf`);

describe('GET /api/invoices/:id/pdf', () => {
  it('gives the client who ordered the invoice as a PDF attachment named by its number, as eTIMS signed it', async () => {
    const invoice = await issuedInvoice();
    const res = await pdfOf(client, invoice.id);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`attachment; filename="${invoice.number}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);

    const text = (await pdfPagesText(res.rawPayload)).join(' ');
    expect(text).toContain(`Invoice number ${invoice.number}`);
    expect(text).toContain(`Request reference ${invoice.requestReference}`);
    expect(text).toContain(`Bill to ${invoice.buyer.name}`);
    expect(text).toContain(`Total ${formatKsh(invoice.total)}`);
    expect(text).toContain(`Balance due ${formatKsh(invoice.balance)}`);
    expect(invoice.etims?.state).toBe('signed');
    expect(text).toContain(`CU serial number ${invoice.etims?.controlUnitSerial ?? ''}`);
    expect(text).toContain(`CU invoice number ${invoice.etims?.receiptNumber ?? ''}`);
    // M-Pesa through the simulator: its paybill.
    expect(text).toContain(`Paybill ${t.app.ctx.settings.mpesa?.shortcode ?? ''}`);
  });

  it('is the admins’ too; another client and the valuer get 404, as for the invoice itself', async () => {
    const invoice = await issuedInvoice();
    const asAdmin = await pdfOf(admin, invoice.id);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const actor of [otherClient, agent]) {
      const res = await pdfOf(actor, invoice.id);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toBe('application/pdf');
    }
    expect((await pdfOf(null, invoice.id)).statusCode).toBe(401);
    expect((await pdfOf(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
