import { expireBaskets, insertOffer, removeSellerData } from './buying-flow-db';
import { chooseDeliveryAndTerm, expect, loginViaApi, test } from './fixtures';
import { enableDemoBuyer } from './market-flow-db';
import { createSeller, TEST_PASSWORD } from './seller-db';

/**
 * The buying release end to end: the buyer puts an offer in the basket, sees the reservation
 * countdown, ticks both boxes and orders; the seller sees the INCOMPLETE badge and confirms; the
 * buyer finds the order in /orders with a filter; statistics show it; and an expired reservation
 * asks for a new price.
 */
let sellerAccountId = 0;
test.afterAll(async () => {
  if (sellerAccountId) await removeSellerData(sellerAccountId);
});

test('order, confirm, find and count an order; an expired reservation asks for a new price', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const seller = await createSeller();
  sellerAccountId = seller.accountId;
  await enableDemoBuyer(seller.accountId);
  const offerId = await insertOffer(seller.accountId, '99.99');
  const consent = [{ name: 'cookie_consent', value: 'necessary', url: baseURL! }];

  const buyerContext = await browser.newContext();
  await buyerContext.addCookies(consent);
  const buyer = await buyerContext.newPage();
  // The browser's timers run on Playwright's clock, so the basket's next reading need not be waited for.
  await buyer.clock.install();
  await loginViaApi(buyer, 'buyer@demo.fuel');
  await buyer.goto('/handelsplatz');
  const offer = buyer.locator(`[data-testid="market-offer"][data-offer-id="${offerId}"]`);
  await offer.getByLabel('Menge (cbm)').fill('7');
  await offer.getByRole('button', { name: 'In den Warenkorb' }).click();
  const basket = buyer.getByRole('dialog');
  await expect(basket.getByTestId('reservation-countdown')).toContainText(/Preis reserviert noch \d+:\d\d/, { timeout: 60_000 });
  const order = basket.getByRole('button', { name: 'Verbindlich bestellen' });
  await expect(order).toBeDisabled();
  await chooseDeliveryAndTerm(basket);
  await basket.getByLabel(/Allgemeinen Geschäftsbedingungen/).check();
  await basket.getByLabel('Ich habe die Bestellung geprüft.').check();
  await order.click();
  const orderNumber = (await basket.getByTestId('order-id').innerText()).trim();
  expect(orderNumber).toMatch(/^FM-DE-\d{4}-\d{7}$/);

  // The seller sees one INCOMPLETE order on the menu badge and confirms it.
  const sellerContext = await browser.newContext();
  await sellerContext.addCookies(consent);
  const sellerPage = await sellerContext.newPage();
  await loginViaApi(sellerPage, seller.email, TEST_PASSWORD);
  await sellerPage.goto('/orders');
  await expect(sellerPage.locator('a[data-menu="orders"] span[aria-label]').first()).toHaveText('1');
  const sellerRow = sellerPage.getByTestId('order-row').filter({ hasText: orderNumber });
  await sellerRow.getByRole('button', { name: 'Bestätigen' }).click();
  await sellerPage.getByRole('dialog', { name: 'Bestellung bestätigen' }).getByRole('button', { name: 'Bestätigen' }).click();
  await expect(sellerRow.getByText('Bestätigt', { exact: true })).toBeVisible();

  // The buyer finds it by its number, confirmed.
  await buyer.goto('/orders');
  const filter = buyer.getByLabel('Bestellnr.', { exact: true });
  await filter.fill(orderNumber);
  await filter.press('Enter');
  await expect(buyer.getByTestId('order-row')).toHaveCount(1);
  await expect(buyer.getByTestId('order-row')).toContainText('Bestätigt');

  // Statistics count it: the new seller ranks with 7 cbm.
  await buyer.goto('/statistik');
  const ranked = buyer.getByTestId('ranking-report').getByTestId('ranking-row').filter({ hasText: 'E2E Verkäufer' });
  await expect(ranked.getByTestId('ranking-volume')).toHaveText('7');

  // A reservation that ran out asks for a new price, and the new price can be ordered again.
  await buyer.goto('/handelsplatz');
  await offer.getByLabel('Menge (cbm)').fill('2');
  await offer.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(basket.getByTestId('reservation-countdown')).toContainText('Preis reserviert noch', { timeout: 60_000 });
  // The server decides by its own clock: the reservation ends there, and the basket's next reading (every 15 s) shows it.
  await expireBaskets(offerId);
  await buyer.clock.fastForward(15_000);
  await expect(basket.getByText('Die Preisreservierung ist abgelaufen.')).toBeVisible();
  await basket.getByRole('button', { name: 'Neuen Preis anfordern' }).click();
  await expect(basket.getByTestId('reservation-countdown')).toContainText('Preis reserviert noch');
});
