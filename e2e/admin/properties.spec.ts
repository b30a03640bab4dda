/**
 * An admin finds one plot by its LR number typed three ways, although two clients entered it
 * differently, and its page shows the other entry as likely the same property.
 */
import { createRequestViaApi, expect, newApiSession, signInViaApi, test, uniqueTitle } from '../fixtures';

test('an admin finds a property by its LR number however it is typed', async ({
  page,
  context,
  makeUser,
  playwright,
}) => {
  const [client, otherClient, admin] = await Promise.all([makeUser('user'), makeUser('user'), makeUser('admin')]);
  // A plot number no other run uses: the database outlives the test.
  const plot = `${Date.now() % 1_000_000}/${Math.floor(Math.random() * 9000) + 1000}`;
  const firstTitle = uniqueTitle('Runda villa');
  const secondTitle = uniqueTitle('Runda house');
  const clientApi = await newApiSession(playwright, client);
  const otherApi = await newApiSession(playwright, otherClient);
  try {
    const first = await createRequestViaApi(clientApi, { title: firstTitle, lrNumber: `L.R. No. ${plot}` });
    await createRequestViaApi(otherApi, { title: secondTitle, lrNumber: plot });

    await signInViaApi(context, admin);
    await page.goto('/admin/properties');
    await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
    const box = page.getByLabel('Title or LR number');
    const results = page.getByRole('list', { name: 'Properties found' });

    for (const typed of [`LR ${plot}`, `l.r. no.${plot}`, ` ${plot.replace('/', ' / ')} `]) {
      await box.fill(typed);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(results.getByRole('listitem')).toHaveCount(2);
      await expect(results.getByRole('link', { name: firstTitle })).toBeVisible();
      await expect(results.getByRole('link', { name: secondTitle })).toBeVisible();
      await expect(results.getByText('Possible duplicate')).toHaveCount(2);
    }

    await results.getByRole('link', { name: firstTitle }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/properties/${first.property?.id ?? 'missing'}$`));
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
    const note = page.getByRole('note');
    await expect(note).toContainText('likely the same property');
    await expect(page.getByRole('list', { name: 'Requests' }).getByRole('listitem')).toHaveCount(1);

    await note.getByRole('link', { name: secondTitle }).click();
    await expect(page.getByRole('heading', { level: 1, name: secondTitle })).toBeVisible();
    await expect(page.getByRole('note').getByRole('link', { name: firstTitle })).toBeVisible();
  } finally {
    await clientApi.dispose();
    await otherApi.dispose();
  }
});
