/**
 * The report's full document on a phone: rich text with bold, pasted HTML reduced to text (no
 * script runs, no image enters), a section moved up, an inspection photo picked and captioned,
 * the printed-page preview following — and after a reload everything is as it was left.
 */
import type { Locator, Page } from '@playwright/test';
import type { ReportDetail } from '@thamani/domain/reports';
import sharp from 'sharp';
import {
  expect,
  newApiSession,
  PHONE,
  type PlaywrightApi,
  signInViaApi,
  test,
  type TestUser,
  uniqueTitle,
} from '../fixtures';
import { expectOk, inspectedRequestViaApi, startReportViaApi } from './report-walk';

test.use({ ...PHONE });

/** A request accepted by a fresh valuer, inspected (one photo) and submitted, with its report started from the suggested template. */
async function startedReport(playwright: PlaywrightApi, makeUser: (role: 'user' | 'agent') => Promise<TestUser>) {
  const client = await makeUser('user');
  const agent = await makeUser('agent');
  const clientApi = await newApiSession(playwright, client);
  const api = await newApiSession(playwright, agent);
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();
  const { request } = await inspectedRequestViaApi(clientApi, api, {
    title: uniqueTitle('Kiambu house'),
    county: 'Kiambu',
    photos: [
      {
        itemId: 'site.shape',
        caption: 'Front of the house',
        file: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo },
      },
    ],
  });
  await clientApi.dispose();
  return { agent, api, report: await startReportViaApi(api, request.id) };
}

/** Pastes HTML into the focused editor as a browser does (a paste event carrying text/html). */
async function pasteHtml(editor: Locator, html: string) {
  await editor.evaluate((element, markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', markup.replace(/<[^>]*>/g, ''));
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

function sectionTitles(page: Page) {
  return page.getByRole('region', { name: 'Sections' }).getByRole('heading', { level: 3 });
}

test('the full document on a phone: bold text, a cleaned paste, a moved section and a captioned photo survive a reload', async ({
  context,
  playwright,
  makeUser,
}) => {
  test.setTimeout(40_000);
  const { agent, api, report } = await startedReport(playwright, makeUser);
  await signInViaApi(context, agent);
  const page = await context.newPage();
  await page.goto(`/agent/report/${report.id}/enhanced`);

  // Rich text with bold, typed with the toolbar.
  const editor = page.getByRole('textbox', { name: 'Situation' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('The plot lies off ');
  const bold = page.getByRole('group', { name: 'Formatting of Situation' }).getByRole('button', { name: 'Bold' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Kiambu Road');
  await bold.click();
  await page.keyboard.type('. ');

  // Pasted HTML: its text arrives, its script and image do not.
  await pasteHtml(
    editor,
    '<p>Access by <a href="https://example.com">Thika Road</a><script>window.__pasted = true</script><img src="/x.png" onerror="window.__pasted = true"></p>',
  );
  await expect(editor).toContainText('Access by Thika Road');
  await expect(editor.locator('img, script, a')).toHaveCount(0);
  await expect(editor.locator('strong')).toHaveText('Kiambu Road');
  expect(await page.evaluate(() => (window as { __pasted?: boolean }).__pasted)).toBeUndefined();

  // "Insert field" types the placeholder where the cursor is and gives the focus back to the text.
  await page.keyboard.press('End');
  await page.getByRole('button', { name: 'Insert field into Situation' }).click();
  await page.getByRole('menuitem', { name: /^LR \/ title number/ }).click();
  await expect(editor).toBeFocused();
  // The field shows as a chip named in words; the stored text keeps its {{token}}.
  await expect(editor).toContainText('Thika RoadLR / title number');
  await expect(editor.locator('[data-placeholder="property.lrNumber"]')).toHaveAttribute('title', '{{property.lrNumber}}');

  // Move "Situation" above "Location": the button keeps the focus, the new place is announced.
  const titles = await sectionTitles(page).allTextContents();
  const from = titles.findIndex((t) => t.endsWith('. Situation'));
  expect(titles[from - 1]).toMatch(/\. Location$/);
  const moveUp = page.getByRole('button', { name: 'Move Situation up' });
  await moveUp.click();
  await expect(moveUp).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: `Moved Situation to position ${from}` })).toBeAttached();
  await expect(sectionTitles(page).nth(from - 1)).toHaveText(`${from}. Situation`);

  // The inspection's photo starts in the report; taken out, it is picked again and captioned.
  await page.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(page.getByText('No photos in the report yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add photo: Shape — Front of the house' }).click();
  const caption = page.getByRole('textbox', { name: 'Caption of photo 1' });
  await expect(caption).toHaveValue('Shape — Front of the house');
  await expect(page.getByText('Printed under Site')).toBeVisible();
  await caption.fill('Main house seen from the gate');

  // The preview follows.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Printed pages' });
  await expect(preview.getByRole('heading', { name: `${from}. Situation` })).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'Kiambu Road' })).toBeVisible();
  await expect(preview.getByText('Access by Thika RoadLR No. 209/12345')).toBeVisible();
  await expect(preview.getByText(': Main house seen from the gate')).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  // On a phone the two views take turns: the sections are out of sight and out of reach.
  await expect(page.getByRole('region', { name: 'Sections' })).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Situation' })).toBeHidden();
  // Pages are split by an estimate of their lines: none may spill past its A4 shape. On a phone
  // they read at reading size until "Actual size" shows them as printed. Each is laid out in full
  // to be measured (a page out of view is skipped and keeps its A4 shape whatever it holds).
  await page.getByRole('button', { name: 'Actual size' }).click();
  const shapes = await preview.getByRole('article').evaluateAll((pages) =>
    pages.map((p) => {
      (p as HTMLElement).style.contentVisibility = 'visible';
      const { height, width } = p.getBoundingClientRect();
      return height / width;
    }),
  );
  expect(shapes.length).toBeGreaterThan(3);
  for (const ratio of shapes) {
    expect(ratio).toBeCloseTo(297 / 210, 2);
  }
  await page.getByRole('button', { name: 'Sections' }).click();
  await expect(preview).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Situation' })).toBeVisible();

  await expect(page.getByTestId('report-save-status')).toHaveText(/All changes saved/, { timeout: 10_000 });
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Situation' })).toContainText(
    'The plot lies off Kiambu Road. Access by Thika Road',
  );
  await expect(page.getByRole('textbox', { name: 'Situation' }).locator('strong')).toHaveText('Kiambu Road');
  await expect(page.getByRole('textbox', { name: 'Situation' }).locator('[data-placeholder="property.lrNumber"]')).toHaveCount(1);
  await expect(sectionTitles(page).nth(from - 1)).toHaveText(`${from}. Situation`);
  await expect(page.getByRole('textbox', { name: 'Caption of photo 1' })).toHaveValue('Main house seen from the gate');

  // Nothing is wider than a 390 px phone.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const saved = await expectOk<ReportDetail>(await api.get(`/api/reports/${report.id}`));
  const situation = saved.content.sections.find((s) => s.id === 'situation');
  expect(JSON.stringify(situation)).not.toMatch(/script|img|href|__pasted/);
  expect(saved.content.photos).toEqual([
    { documentId: expect.any(String), caption: 'Main house seen from the gate', section: 'Site' },
  ]);
  await api.dispose();
});
