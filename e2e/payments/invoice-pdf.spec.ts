/**
 * A client downloads the invoice of an approved valuation as a PDF from a phone: the report is
 * approved (through the API), the invoice is issued, and on the request's page the invoice card's
 * "Download invoice (PDF)" gives a file named by the invoice's number that is a PDF.
 */
import { readFile } from 'node:fs/promises';
import type { Invoice } from '@thamani/domain/invoicing';
import type { ReportDetail } from '@thamani/domain/reports';
import { expect, newApiSession, PHONE, signInViaApi, test, uniqueTitle } from '../fixtures';
import { expectOk, submittedReportViaApi } from '../reports/report-walk';

test('a client downloads the invoice of an approved valuation as a PDF from a phone', async ({
  browser,
  playwright,
  makeUser,
}) => {
  test.setTimeout(120_000);
  const [client, agent, admin] = await Promise.all([makeUser('user'), makeUser('agent'), makeUser('admin')]);
  const [clientApi, agentApi, adminApi] = await Promise.all([
    newApiSession(playwright, client),
    newApiSession(playwright, agent),
    newApiSession(playwright, admin),
  ]);
  // A report is submitted only with its valuer's VRB number.
  await expectOk(await agentApi.put('/api/me/valuer-profile', { data: { vrbNumber: 'VRB/A/4243' } }));
  const submitted = await submittedReportViaApi(clientApi, agentApi, {
    title: uniqueTitle('Invoice PDF house'),
    county: 'Nairobi',
  });
  await expectOk<ReportDetail>(
    await adminApi.post(`/api/reports/${submitted.id}/approve`, { data: { n: submitted.submissions.length } }),
  );
  // A background job issues the invoice right after the approval.
  const invoicePath = `/api/requests/${submitted.requestId}/invoice`;
  await expect.poll(async () => (await clientApi.get(invoicePath)).status(), { timeout: 60_000 }).toBe(200);
  const invoice = await expectOk<Invoice>(await clientApi.get(invoicePath));

  const context = await browser.newContext({
    ...PHONE,
    viewport: { width: 360, height: 800 },
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'Africa/Nairobi',
  });
  await signInViaApi(context, client);
  const page = await context.newPage();
  await page.goto(`/my-requests/${submitted.requestId}`);
  const card = page.getByRole('region', { name: 'Invoice' });
  await expect(card.getByText(invoice.number)).toBeVisible();

  const link = card.getByRole('link', { name: 'Download invoice (PDF)' });
  await link.scrollIntoViewIfNeeded();
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await context.close();
  await Promise.all([clientApi.dispose(), agentApi.dispose(), adminApi.dispose()]);
});
