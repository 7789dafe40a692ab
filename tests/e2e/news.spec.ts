import { seriousViolations } from './axe';
import { expect, loginViaApi, test } from './fixtures';
import { createBuyer, TEST_PASSWORD } from './profile-db';

/**
 * News (design 10): seller@demo.fuel writes an item on its news desk; buyer@demo.fuel, released
 * by it, reads it in the dashboard's news box; a buyer it has not released does not.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
});

test('a seller writes news, a released buyer reads it on the dashboard, another buyer does not, then the seller deletes it', async ({ browser, baseURL }) => {
  // Three sign-ins in three browsers: beside other specs on a busy machine they outgrow the default minute.
  test.setTimeout(120_000);
  const title = `Terminal Hamburg: neue Zeiten ${Date.now()}`;
  const as = async (email: string, password?: string) => {
    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
    const page = await context.newPage();
    await loginViaApi(page, email, password);
    return page;
  };

  const seller = await as('seller@demo.fuel');
  await seller.goto('/news');
  await expect(seller.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await seller.getByRole('button', { name: 'Neue Meldung' }).click();
  await seller.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(seller.getByText('Bitte füllen Sie dieses Feld aus.').first()).toBeVisible();
  // The form with its field errors, as a screen reader meets it.
  expect(await seriousViolations(seller, 'the news form with its field errors')).toEqual([]);
  await seller.getByLabel('Titel').fill(title);
  await seller.getByLabel('Text').fill('Ab Montag laden wir von 5 bis 21 Uhr.');
  await seller.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(seller.getByTestId('news-item').filter({ hasText: title })).toBeVisible();

  const buyer = await as('buyer@demo.fuel');
  await buyer.goto('/');
  const box = buyer.getByTestId('news-box');
  await expect(box.getByTestId('news-box-item').filter({ hasText: title })).toContainText('Nordsee Mineralöl AG');
  await expect(box).toContainText('Ab Montag laden wir von 5 bis 21 Uhr.');

  const stranger = await createBuyer();
  const other = await as(stranger.email, TEST_PASSWORD);
  await other.goto('/');
  await expect(other.getByTestId('news-box')).toBeVisible();
  await expect(other.getByTestId('news-box')).not.toContainText(title);

  const item = seller.getByTestId('news-item').filter({ hasText: title });
  await item.getByRole('button', { name: 'Löschen' }).click();
  await item.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(seller.getByTestId('news-item').filter({ hasText: title })).toHaveCount(0);
  await buyer.reload();
  await expect(buyer.getByTestId('news-box')).not.toContainText(title);
});
