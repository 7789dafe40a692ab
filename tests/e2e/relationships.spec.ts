import { expect, loginViaApi, test } from './fixtures';
import { createCompany, lastMail, TEST_PASSWORD } from './relationships-db';

/** My sellers and Buyers (trading-domain 2, 4): a buyer requests a seller, the seller accepts. */
test('a buyer requests a seller with a message, the seller accepts, and the buyer sees it enabled', async ({ browser }) => {
  const [buyer, seller] = await Promise.all([createCompany('BUYER'), createCompany('SELLER')]);

  const buyerPage = await (await browser.newContext()).newPage();
  await test.step('the buyer requests the seller', async () => {
    await loginViaApi(buyerPage, buyer.email, TEST_PASSWORD);
    await buyerPage.goto('/verkaufer-management');
    await expect(buyerPage.getByRole('heading', { name: 'Meine Verkäufer', level: 1 })).toBeVisible();
    const row = buyerPage.getByTestId(`seller-${seller.accountId}`);
    await expect(row.getByTestId('relationship-status')).toHaveText('Nicht freigeschaltet');
    await row.getByRole('button', { name: 'Freischaltung anfragen' }).click();
    await buyerPage.getByLabel('Nachricht (optional)').fill('Wir möchten Diesel beziehen.');
    await buyerPage.getByTestId('message-confirm').click();
    await expect(row.getByTestId('relationship-status')).toHaveText('Angefragt');
    await expect(row.getByRole('button', { name: 'Beziehung beenden' })).toBeVisible();
  });
  expect(await lastMail(seller.email, 'relationship_requested')).toContain('Wir möchten Diesel beziehen.');

  const sellerPage = await (await browser.newContext()).newPage();
  await test.step('the seller accepts', async () => {
    await loginViaApi(sellerPage, seller.email, TEST_PASSWORD);
    await sellerPage.goto('/kaufer-management');
    await expect(sellerPage.getByRole('heading', { name: 'Meine Käufer', level: 1 })).toBeVisible();
    const row = sellerPage.getByTestId(`buyer-${buyer.accountId}`);
    await expect(row.getByTestId('relationship-status')).toHaveText('Angefragt');
    await row.getByRole('button', { name: 'Annehmen' }).click();
    await sellerPage.getByLabel('Nachricht (optional)').fill('Willkommen an Bord.');
    await sellerPage.getByTestId('message-confirm').click();
    await expect(row.getByTestId('relationship-status')).toHaveText('Freigeschaltet');
  });
  expect(await lastMail(buyer.email, 'relationship_status')).toContain('Willkommen an Bord.');

  await buyerPage.reload();
  await expect(buyerPage.getByTestId(`seller-${seller.accountId}`).getByTestId('relationship-status')).toHaveText('Freigeschaltet');
});
