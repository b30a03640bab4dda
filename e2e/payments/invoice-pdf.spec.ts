/**
 * A client downloads the invoice of an approved valuation as a PDF from a phone: the report is
 * approved (through the API), the invoice is issued, and on the request's page the invoice card's
 * "Download invoice (PDF)" gives a file named by the invoice's number that is a PDF.
 */
import { readFile } from 'node:fs/promises';
import { expect, PHONE, signInViaApi, test, uniqueTitle } from '../fixtures';
import { approvedInvoiceViaApi } from './approved-invoice';

test('a client downloads the invoice of an approved valuation as a PDF from a phone', async ({
  browser,
  playwright,
  makeUser,
}) => {
  test.setTimeout(120_000);
  const [client, agent, admin] = await Promise.all([makeUser('user'), makeUser('agent'), makeUser('admin')]);
  const { requestId, invoice } = await approvedInvoiceViaApi(
    playwright,
    { client, agent, admin },
    { title: uniqueTitle('Invoice PDF house'), vrbNumber: 'VRB/A/4243' },
  );

  const context = await browser.newContext({
    ...PHONE,
    viewport: { width: 360, height: 800 },
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'Africa/Nairobi',
  });
  await signInViaApi(context, client);
  const page = await context.newPage();
  await page.goto(`/my-requests/${requestId}`);
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
});
