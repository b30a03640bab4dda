/**
 * The chat box in the light and the dark theme passes axe's WCAG 2.0/2.1/2.2 A and AA rules:
 * signed out (the questions, an answer open), and signed in (the conversation list with an
 * unread count, and a conversation with messages, a link and a field message).
 */
import { chatFaqs } from '@thamani/domain/chat-faq';
import { acceptRequestViaApi, createRequestViaApi, expect, signInViaApi, test, uniqueTitle } from '../fixtures';
import { A11yWalk, type Theme, themedContext } from './a11y-helpers';

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`chat box (${theme}): signed out and in, no WCAG A/AA violation`, async ({ browser, makeUser }) => {
    test.setTimeout(150_000);
    const [client, valuer] = await Promise.all([makeUser('user'), makeUser('agent')]);
    const title = uniqueTitle('Axe chat');

    const anonymous = await themedContext(browser, theme);
    const visitor = await anonymous.newPage();
    const outWalk = new A11yWalk(visitor, theme);
    const visitorBox = visitor.getByRole('region', { name: 'Chat' });
    await outWalk.visit('/');
    await outWalk.check('signed-out chat box with an answer', async () => {
      await visitor.getByRole('button', { name: 'Open chat' }).click();
      await visitorBox.getByRole('button', { name: chatFaqs()[0]?.question ?? '' }).click();
      await expect(visitorBox.getByText(chatFaqs()[0]?.answer[0] ?? '')).toBeVisible();
    });
    await anonymous.close();

    const context = await themedContext(browser, theme);
    await signInViaApi(context, client);
    const valuerContext = await browser.newContext();
    await signInViaApi(valuerContext, valuer);
    const request = await createRequestViaApi(context.request, { title });
    await acceptRequestViaApi(valuerContext.request, request.id);
    const sent = await valuerContext.request.post(`/api/requests/${request.id}/messages`, {
      data: { body: 'Hello! Directions: https://example.com/map', clientMessageId: crypto.randomUUID() },
    });
    expect(sent.status()).toBe(201);
    await valuerContext.close();

    const page = await context.newPage();
    const walk = new A11yWalk(page, theme);
    const box = page.getByRole('region', { name: 'Chat' });
    await walk.visit('/dashboard');
    await walk.check('conversation list with an unread count', async () => {
      await page.getByRole('button', { name: /Open chat/ }).click();
      await expect(box.getByRole('button', { name: new RegExp(title) })).toContainText('1 unread');
    });
    await walk.check('a conversation with a link and a field message', async () => {
      await box.getByRole('button', { name: new RegExp(title) }).click();
      await expect(box.getByRole('link', { name: 'https://example.com/map' })).toBeVisible();
      await box.getByRole('button', { name: 'Send' }).click();
      await expect(box.getByText('Write a message.')).toBeVisible();
    });
    await context.close();
    outWalk.assertClean();
    walk.assertClean();
  });
}
