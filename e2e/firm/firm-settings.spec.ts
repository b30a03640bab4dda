/**
 * An admin, on a phone, edits the firm's details and uploads its logo at /admin/firm (reached from
 * the admin navigation); the next report approved prints them on its PDF — the new name, VRB firm
 * number and KRA PIN on the cover, the name and VRB number in every page's footer, the logo drawn —
 * and /verify shows how to reach the firm. The page has no WCAG A/AA violation in either theme and
 * fits a 360 px phone. The firm is shared by every spec: its details are put back at the end.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { FIRM_MESSAGES, type FirmSettings } from '@thamani/domain/firm';
import type { ReportDetail, VerifyResponse } from '@thamani/domain/reports';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { A11yWalk, type Theme, themedContext } from '../a11y/a11y-helpers';
import { expect, expectToast, newApiSession, signInViaApi, test, uniqueTitle } from '../fixtures';
import { FitWalk, PHONE } from '../layout/phone-fit-helpers';
import { expectOk, submittedReportViaApi } from '../reports/report-walk';
import { exclusively } from '../exclusive';

const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of each page of a PDF, as a reader would copy it. */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, verbosity: 0 })
    .promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const { items } = await (await pdf.getPage(n)).getTextContent();
      pages.push(
        items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' '),
      );
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

const LOGO_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100" fill="#0a6a4a"/><circle cx="50" cy="50" r="30" fill="#f5c542"/></svg>',
);

/** What the firm's settings were, to put them back (other specs share the firm). */
function restoreBody(firm: FirmSettings) {
  const { logoUrl: _logoUrl, updatedAt: _updatedAt, ...fields } = firm;
  return fields;
}

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1, name: 'Firm details' });

test('an admin edits the firm and its logo on a phone; the next approved report’s PDF and /verify show them', async ({
  browser,
  playwright,
  makeUser,
}) => {
  test.setTimeout(180_000);
  const [client, agent, admin] = await Promise.all([makeUser('user'), makeUser('agent'), makeUser('admin')]);
  const [clientApi, agentApi, adminApi] = await Promise.all([
    newApiSession(playwright, client),
    newApiSession(playwright, agent),
    newApiSession(playwright, admin),
  ]);
  await exclusively('firm-settings-spec', () => editAndIssue());

  async function editAndIssue() {
    const original = await expectOk<FirmSettings>(await adminApi.get('/api/admin/firm'));
    const firmName = uniqueTitle('Kilima Valuers Ltd');
    try {
      await expectOk(await agentApi.put('/api/me/valuer-profile', { data: { vrbNumber: 'VRB/A/3141' } }));
      const submitted = await submittedReportViaApi(clientApi, agentApi, {
        title: uniqueTitle('Firm logo house'),
        county: 'Kiambu',
      });

      const context = await browser.newContext(PHONE);
      await signInViaApi(context, admin);
      const page = await context.newPage();
      await page.goto('/admin');
      await page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'Firm' }).click();
      await expect(h1(page)).toBeVisible();

      await page.getByLabel('Firm name').fill(firmName);
      await page.getByLabel('VRB firm registration number').fill('VRB/F/0777');
      await page.getByLabel('KRA PIN').fill('12345');
      await page.getByLabel('Phone').fill('0722 000 111');
      await page.getByLabel('E-mail').fill('office@kilima.co.ke');
      await page.getByLabel('Signs for the firm (name)').fill('Wairimu Kilima');
      await page.getByLabel('Their title').fill('Principal Valuer');
      await page.getByRole('button', { name: 'Save firm details' }).click();
      await expect(page.getByText(FIRM_MESSAGES.kraPin)).toBeVisible();
      await expect(page.getByLabel('KRA PIN')).toBeFocused();
      await page.getByLabel('KRA PIN').fill('p051234567q');
      await page.getByRole('button', { name: 'Save firm details' }).click();
      await expectToast(page, FIRM_MESSAGES.saved);
      // The saved form shows the details as stored.
      await expect(page.getByLabel('KRA PIN')).toHaveValue('P051234567Q');
      await expect(page.getByLabel('Phone')).toHaveValue('+254 722 000 111');

      await page
        .getByLabel('Logo image')
        .setInputFiles({ name: 'kilima.svg', mimeType: 'image/svg+xml', buffer: LOGO_SVG });
      await expectToast(page, FIRM_MESSAGES.logoSaved);
      await expect(page.getByRole('img', { name: `${firmName} logo as it prints on reports` })).toBeVisible();
      await context.close();

      // The next report approved is printed with the new details.
      const approved = await expectOk<ReportDetail>(
        await adminApi.post(`/api/reports/${submitted.id}/approve`, { data: { n: submitted.submissions.length } }),
      );
      const code = approved.delivery?.verifyCode ?? '';
      await expect
        .poll(async () => (await expectOk<VerifyResponse>(await clientApi.get(`/api/verify/${code}`))).sha256, {
          timeout: 60_000,
        })
        .not.toBeNull();
      const pdf = await clientApi.get(`/api/reports/${submitted.id}/pdf`);
      expect(pdf.status()).toBe(200);
      const bytes = await pdf.body();
      const pages = await pdfPages(bytes);
      expect(pages[0]).toContain(firmName);
      expect(pages[0]).toContain('VRB Firm Reg. No. VRB/F/0777');
      expect(pages[0]).toContain('KRA PIN P051234567Q');
      expect(pages[0]).toContain('Tel. +254 722 000 111');
      for (const text of pages) {
        expect(text).toContain(`${firmName} · VRB Firm Reg. No. VRB/F/0777`);
      }
      expect(pages.join(' ')).toContain(`Wairimu Kilima Principal Valuer For and on behalf of ${firmName}`);
      expect(bytes.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);

      // A bank checking the code sees who issued it and how to reach them.
      const bankPage = await (await browser.newContext(PHONE)).newPage();
      await bankPage.goto(`/verify/${code}`);
      await expect(bankPage.getByRole('heading', { name: `Contact ${firmName}` })).toBeVisible({ timeout: 15_000 });
      await expect(bankPage.getByText('VRB/F/0777')).toBeVisible();
      await expect(bankPage.getByRole('link', { name: 'office@kilima.co.ke' })).toHaveAttribute(
        'href',
        'mailto:office@kilima.co.ke',
      );
      await bankPage.context().close();
    } finally {
      await adminApi.put('/api/admin/firm', { data: restoreBody(original) });
      if (!original.logoUrl) {
        await adminApi.delete('/api/admin/firm/logo');
      }
      await Promise.all([clientApi.dispose(), agentApi.dispose(), adminApi.dispose()]);
    }
  }
});

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`/admin/firm (${theme}) has no WCAG A/AA violation and fits a 360 px phone`, async ({ browser, makeUser }) => {
    test.setTimeout(90_000);
    const admin = await makeUser('admin');
    const context = await themedContext(browser, theme);
    await signInViaApi(context, admin);
    const page = await context.newPage();
    await page.setViewportSize(PHONE.viewport);
    const walk = new A11yWalk(page, theme);
    await walk.visit('/admin/firm', h1, 'the firm’s details');
    await walk.check('a field message and a refused logo', async () => {
      await page.getByLabel('Website').fill('kilima.co.ke');
      await page.getByRole('button', { name: 'Save firm details' }).click();
      await expect(page.getByText(FIRM_MESSAGES.website)).toBeVisible();
      await page
        .getByLabel('Logo image')
        .setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await expect(page.getByRole('alert').filter({ hasText: FIRM_MESSAGES.logoType })).toBeVisible();
    });
    walk.assertClean();

    const fit = new FitWalk(page);
    await fit.check('/admin/firm', async () => {
      await expect(h1(page)).toBeVisible();
    });
    fit.assertFits();
    await context.close();
  });
}
