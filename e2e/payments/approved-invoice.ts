/**
 * The start of every money spec: a client's valuation walked through the API to an approved
 * report, and the invoice the approval issues (a background job, so it is waited for).
 */
import type { Invoice } from '@thamani/domain/invoicing';
import type { ReportDetail } from '@thamani/domain/reports';
import { expect, newApiSession, type PlaywrightApi, type TestUser } from '../fixtures';
import { expectOk, submittedReportViaApi } from '../reports/report-walk';

export async function approvedInvoiceViaApi(
  playwright: PlaywrightApi,
  people: { client: TestUser; agent: TestUser; admin: TestUser },
  property: { title: string; vrbNumber: string },
): Promise<{ requestId: string; invoice: Invoice }> {
  const [clientApi, agentApi, adminApi] = await Promise.all([
    newApiSession(playwright, people.client),
    newApiSession(playwright, people.agent),
    newApiSession(playwright, people.admin),
  ]);
  try {
    // A report is submitted only with its valuer's VRB number.
    await expectOk(await agentApi.put('/api/me/valuer-profile', { data: { vrbNumber: property.vrbNumber } }));
    const submitted = await submittedReportViaApi(clientApi, agentApi, { title: property.title, county: 'Nairobi' });
    await expectOk<ReportDetail>(
      await adminApi.post(`/api/reports/${submitted.id}/approve`, { data: { n: submitted.submissions.length } }),
    );
    const invoicePath = `/api/requests/${submitted.requestId}/invoice`;
    await expect.poll(async () => (await clientApi.get(invoicePath)).status(), { timeout: 60_000 }).toBe(200);
    const invoice = await expectOk<Invoice>(await clientApi.get(invoicePath));
    expect(invoice.balance).toBe(invoice.total);
    return { requestId: submitted.requestId, invoice };
  } finally {
    await Promise.all([clientApi.dispose(), agentApi.dispose(), adminApi.dispose()]);
  }
}
