/**
 * The chat box: a client (desktop) and the valuer assigned to their request (a phone) chat in
 * two browsers and see each message arrive live, without a reload; the valuer's launcher counts
 * the unread message; a link is shown as a safe link. The chat box works by keyboard alone, and
 * a signed-out visitor's chat box answers the common questions.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { chatFaqs } from '@thamani/domain/chat-faq';
import { acceptRequestViaApi, createRequestViaApi, expect, signInViaApi, test, uniqueTitle, type TestUser } from '../fixtures';
import { PHONE } from '../layout/phone-fit-helpers';

async function browserAs(browser: Browser, user: TestUser, baseURL: string | undefined, phone = false): Promise<BrowserContext> {
  const context = await browser.newContext(phone ? { ...PHONE, baseURL } : { baseURL });
  await signInViaApi(context, user);
  return context;
}

/** Opens `path` and waits until the event stream has answered, so nothing sent later slips by. */
async function openLive(page: Page, path: string): Promise<void> {
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200);
  await page.goto(path);
  await stream;
  await page.evaluate(() => {
    (window as unknown as { e2eNoReload?: boolean }).e2eNoReload = true;
  });
}

async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
}

const chatBox = (page: Page) => page.getByRole('region', { name: 'Chat' });
const messages = (page: Page) => chatBox(page).getByRole('log', { name: 'Messages' });

test('client and valuer chat live in two browsers (the valuer on a phone)', async ({ browser, baseURL, makeUser }) => {
  test.setTimeout(120_000);
  const [client, valuer] = await Promise.all([makeUser('user'), makeUser('agent')]);
  const clientContext = await browserAs(browser, client, baseURL);
  const valuerContext = await browserAs(browser, valuer, baseURL, true);
  const title = uniqueTitle('Chat house');
  const request = await createRequestViaApi(clientContext.request, { title });
  await acceptRequestViaApi(valuerContext.request, request.id);

  const clientPage = await clientContext.newPage();
  const valuerPage = await valuerContext.newPage();
  await openLive(clientPage, '/');
  await openLive(valuerPage, '/');

  // The client opens the conversation and writes.
  await clientPage.getByRole('button', { name: 'Open chat' }).click();
  await chatBox(clientPage).getByRole('button', { name: new RegExp(title) }).click();
  await chatBox(clientPage).getByLabel('Message', { exact: true }).fill('Hello, is Tuesday morning fine for the visit?');
  await chatBox(clientPage).getByRole('button', { name: 'Send' }).click();
  await expect(messages(clientPage).getByText('Hello, is Tuesday morning fine for the visit?')).toBeVisible();

  // The valuer's launcher counts it live; the panel fills the phone's screen.
  const launcher = valuerPage.getByRole('button', { name: /Open chat, 1 unread/ });
  await expect(launcher).toBeVisible();
  await launcher.click();
  const box = await chatBox(valuerPage).boundingBox();
  expect(box?.width).toBe(valuerPage.viewportSize()?.width);
  const item = chatBox(valuerPage).getByRole('button', { name: new RegExp(title) });
  await expect(item).toContainText('1 unread');
  await expect(item).toContainText(client.name);
  await item.click();
  await expect(messages(valuerPage).getByText('Hello, is Tuesday morning fine for the visit?')).toBeVisible();
  await expect(messages(valuerPage).getByText(client.name)).toBeVisible();

  // The valuer replies with a link; the client sees it live, as a safe link.
  await chatBox(valuerPage).getByLabel('Message', { exact: true }).fill('Yes, 10 AM. Directions: https://example.com/map?site=1');
  await chatBox(valuerPage).getByLabel('Message', { exact: true }).press('Enter');
  const link = messages(clientPage).getByRole('link', { name: 'https://example.com/map?site=1' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', 'https://example.com/map?site=1');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(messages(clientPage).getByText(valuer.name)).toBeVisible();

  // An unsafe scheme stays text.
  await chatBox(clientPage).getByLabel('Message', { exact: true }).fill('javascript:alert(1)');
  await chatBox(clientPage).getByLabel('Message', { exact: true }).press('Enter');
  await expect(messages(valuerPage).getByText('javascript:alert(1)')).toBeVisible();
  await expect(messages(valuerPage).getByRole('link', { name: 'javascript:alert(1)' })).toHaveCount(0);

  await expectNotReloaded(clientPage);
  await expectNotReloaded(valuerPage);
  await clientContext.close();
  await valuerContext.close();
});

test('the chat box works by keyboard alone', async ({ browser, baseURL, makeUser }) => {
  test.setTimeout(90_000);
  const [client, valuer] = await Promise.all([makeUser('user'), makeUser('agent')]);
  const context = await browserAs(browser, client, baseURL);
  const valuerContext = await browserAs(browser, valuer, baseURL);
  const title = uniqueTitle('Keyboard chat');
  const request = await createRequestViaApi(context.request, { title });
  await acceptRequestViaApi(valuerContext.request, request.id);
  await valuerContext.close();
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const launcher = page.getByRole('button', { name: 'Open chat' });
  const focusedBy = async (target: ReturnType<Page['getByRole']>, key = 'Tab', most = 80) => {
    for (let i = 0; i < most && !(await target.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press(key);
    }
    await expect(target).toBeFocused();
  };
  await focusedBy(launcher);
  await page.keyboard.press('Enter');
  await expect(chatBox(page)).toBeVisible();
  await expect(chatBox(page).getByRole('heading', { name: 'Chat' })).toBeFocused();
  await focusedBy(chatBox(page).getByRole('button', { name: new RegExp(title) }), 'Tab', 10);
  await page.keyboard.press('Enter');
  const field = chatBox(page).getByRole('textbox', { name: 'Message' });
  await focusedBy(field, 'Tab', 10);
  await page.keyboard.type('Typed and sent from the keyboard');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('on two lines');
  await expect(field).toHaveValue('Typed and sent from the keyboard\non two lines');
  await page.keyboard.press('Enter');
  await expect(messages(page).getByText(/Typed and sent from the keyboard\s+on two lines/)).toBeVisible();
  await expect(field).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(chatBox(page)).toBeHidden();
  await expect(launcher).toBeFocused();
  await context.close();
});

test('a signed-out visitor’s chat box answers the common questions and offers to sign in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open chat' }).click();
  const faqs = chatFaqs();
  for (const faq of faqs) {
    await chatBox(page).getByRole('button', { name: faq.question }).click();
    for (const line of faq.answer) {
      await expect(chatBox(page).getByText(line)).toBeVisible();
    }
  }
  await chatBox(page).getByRole('link', { name: 'Sign in to chat with your valuer' }).click();
  await expect(page).toHaveURL(/\/auth/);
});
