import { insertOffer, removeSellerData } from './buying-flow-db';
import { chooseDeliveryAndTerm, expect, loginViaApi, test } from './fixtures';
import { createCompany, grantPurchase, TEST_PASSWORD } from './relationships-db';

/**
 * The trading network end to end (issue: relationships): a new buyer company requests a seller,
 * the seller releases it with a credit limit, the buyer orders one of the seller's offers, the
 * seller disables the relationship, and the buyer's next checkout is refused with the catalogued
 * "no seller relationship" message naming the seller.
 */
let sellerAccountId = 0;
test.afterAll(async () => {
  if (sellerAccountId) await removeSellerData(sellerAccountId);
});

test('request, release with a credit limit, order, disable, refused', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const [buyer, seller] = await Promise.all([createCompany('BUYER'), createCompany('SELLER')]);
  sellerAccountId = seller.accountId;
  await grantPurchase(buyer.email);
  const offerId = await insertOffer(seller.accountId, '98.76');
  const open = async (email: string) => {
    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
    const page = await context.newPage();
    await loginViaApi(page, email, TEST_PASSWORD);
    return page;
  };
  const buyerPage = await open(buyer.email);
  const sellerPage = await open(seller.email);

  await test.step('the new buyer does not see the offer and requests the seller', async () => {
    await buyerPage.goto('/handelsplatz');
    await expect(buyerPage.getByTestId('market-empty')).toHaveAttribute('data-reason', 'noSellers');
    await buyerPage.goto('/verkaufer-management');
    const row = buyerPage.getByTestId(`seller-${seller.accountId}`);
    await row.getByRole('button', { name: 'Freischaltung anfragen' }).click();
    await buyerPage.getByTestId('message-confirm').click();
    await expect(row.getByTestId('relationship-status')).toHaveText('Angefragt');
  });

  await test.step('the seller releases it with a credit limit of 10.000 EUR', async () => {
    await sellerPage.goto('/kaufer-management');
    const row = sellerPage.getByTestId(`buyer-${buyer.accountId}`);
    await row.getByRole('button', { name: 'Annehmen' }).click();
    await sellerPage.getByTestId('message-confirm').click();
    await expect(row.getByTestId('relationship-status')).toHaveText('Freigeschaltet');
    await row.getByRole('button', { name: 'Konditionen' }).click();
    await sellerPage.getByLabel('Kreditlimit-Art').selectOption('MANUAL');
    await sellerPage.locator('#credit-limit').fill('10000');
    await sellerPage.getByTestId('buyer-terms').getByRole('button', { name: 'Speichern' }).click();
    await expect(sellerPage.getByTestId('buyer-terms')).toBeHidden();
    await expect(row).toContainText('10.000,00');
  });

  const basketFor = async (quantity: string) => {
    await buyerPage.goto('/handelsplatz');
    const offer = buyerPage.locator(`[data-testid="market-offer"][data-offer-id="${offerId}"]`);
    await offer.getByLabel('Menge (cbm)').fill(quantity);
    await offer.getByRole('button', { name: 'In den Warenkorb' }).click();
    const basket = buyerPage.getByRole('dialog');
    await expect(basket.getByTestId('reservation-countdown')).toContainText('Preis reserviert noch', { timeout: 60_000 });
    await chooseDeliveryAndTerm(basket);
    await basket.getByLabel(/Allgemeinen Geschäftsbedingungen/).check();
    await basket.getByLabel('Ich habe die Bestellung geprüft.').check();
    return basket;
  };

  await test.step('the released buyer orders the seller’s offer', async () => {
    const basket = await basketFor('2');
    await basket.getByRole('button', { name: 'Verbindlich bestellen' }).click();
    await expect(basket.getByTestId('order-id')).toHaveText(/^FM-DE-\d{4}-\d{7}$/);
  });

  await test.step('the seller disables the relationship; the next checkout is refused naming the seller', async () => {
    const basket = await basketFor('1');
    await sellerPage.goto('/kaufer-management');
    const row = sellerPage.getByTestId(`buyer-${buyer.accountId}`);
    await row.getByRole('button', { name: 'Ablehnen' }).click();
    await sellerPage.getByTestId('message-confirm').click();
    await expect(row.getByTestId('relationship-status')).toHaveText('Nicht freigeschaltet');

    await basket.getByRole('button', { name: 'Verbindlich bestellen' }).click();
    await expect(basket.getByRole('alert').filter({ hasText: `Keine Geschäftsbeziehung mit ${seller.name}.` })).toBeVisible();
    await expect(basket.getByTestId('order-id')).toHaveCount(0);
  });
});
