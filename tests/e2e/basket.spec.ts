import { seriousViolations } from './axe';
import { chooseDeliveryAndTerm, expect, test } from './fixtures';
import { basketOfOffer, expireBasket, removeBasketsAndOrders } from './basket-db';
import { insertDemoOffer, removeOffer } from './market-db';

/**
 * The two-step basket (platform-shell 2, trading-domain 2): buyer@demo.fuel trades with
 * seller@demo.fuel (ENABLED in the seed), puts an inserted offer with the lifting period "Laufende
 * Woche" in the basket and orders it.
 */
let offerId: number;
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL }]);
  offerId = await insertDemoOffer('93.47', 'WEEK');
});
test.afterEach(async () => {
  await removeBasketsAndOrders(offerId);
  await removeOffer(offerId);
});

async function putInBasket(page: import('@playwright/test').Page, quantity: string) {
  await page.goto('/handelsplatz');
  const row = page.locator(`[data-testid="market-offer"][data-offer-id="${offerId}"]`);
  await row.getByLabel('Menge (cbm)').fill(quantity);
  await row.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page).toHaveURL(/\/handelsplatz\/warenkorb\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  return page.getByRole('dialog');
}

test('a buyer orders an offer from the market and sees the confirmation', async ({ page, loginAs }) => {
  test.setTimeout(180_000);
  await orderFromMarket(page, loginAs);
});

async function orderFromMarket(page: import('@playwright/test').Page, loginAs: (email: string) => Promise<void>) {
  await loginAs('buyer@demo.fuel');
  const basket = await putInBasket(page, '5');
  await expect(basket.getByTestId('reservation-countdown')).toHaveText(/^Preis reserviert noch \d+:\d\d$/);
  await expect(basket.getByTestId('basket-item')).toContainText('Heizöl EL schwefelarm');
  await expect(basket.getByTestId('basket-price')).toContainText('93,47');
  await expect(basket.getByText('Bitte geben Sie eine Menge zwischen')).toHaveCount(0);
  // The offer's lifting period is chosen already, and ordered as shown.
  await expect(basket.getByLabel(/^Abholzeitraum/).locator('option:checked')).toHaveText('Laufende Woche');

  const order = basket.getByRole('button', { name: 'Verbindlich bestellen' });
  await expect(order).toBeDisabled();
  await basket.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await expect(order).toBeDisabled();
  await basket.getByRole('checkbox', { name: /Bestellung geprüft/ }).check();
  // Delivery address and payment term still say "Bitte wählen": the server refuses and names both.
  await order.click();
  await expect(basket.getByText('Bitte wählen Sie eine Lieferadresse.')).toBeVisible();
  await expect(basket.getByText('Bitte wählen Sie ein Zahlungsziel.')).toBeVisible();
  await expect(basket.getByTestId('order-confirmation')).toHaveCount(0);
  expect(await seriousViolations(page, "the basket with the server's field errors")).toEqual([]);
  await basket.getByLabel(/^Lieferadresse/).selectOption({ label: 'Heizöl Müller Lager Nord, 68169 Mannheim' });
  const term = basket.getByLabel(/^Zahlungsziel/);
  const termName = (await term.locator('option').nth(1).innerText()).trim();
  await term.selectOption({ label: termName });
  await expect(term).toHaveValue(/\d+/);
  await expect(basket.getByText('Bitte wählen Sie eine Lieferadresse.')).toHaveCount(0);
  await order.click();

  // The confirmation shows what was ordered, as chosen.
  const confirmation = basket.getByTestId('order-confirmation');
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByTestId('order-id')).not.toBeEmpty();
  await expect(confirmation).toContainText('Heizöl EL schwefelarm');
  await expect(confirmation).toContainText('Hamburg');
  await expect(confirmation.getByTestId('order-quantity')).toHaveText('5 cbm');
  await expect(confirmation.getByTestId('order-price')).toHaveText('93,47 EUR/100L15');
  await expect(confirmation.getByTestId('order-lifting-period')).toHaveText('Laufende Woche');
  // The days the lifting period stands for, which the order keeps.
  const collectionDays = confirmation.getByTestId('order-collection-days');
  await expect(collectionDays).toHaveText(/^\d\d\.\d\d\.\d{4} – \d\d\.\d\d\.\d{4}$/);
  const [firstDay, lastDay] = (await collectionDays.innerText()).split(' – ');
  const orderId = (await confirmation.getByTestId('order-id').innerText()).trim();
  // 50 x 100 L at 93,47 EUR, 19 % VAT rounded half up to the cent.
  await expect(confirmation.getByTestId('order-net')).toHaveText('4.673,50 €');
  await expect(confirmation.getByTestId('order-vat')).toHaveText('887,97 €');
  const pickupNumber = (await confirmation.getByTestId('order-pickup-number').innerText()).trim();
  expect(pickupNumber).not.toBe('');
  await expect(confirmation).toContainText('Am Tanklager 4, 68169 Mannheim');
  await expect(confirmation).toContainText(termName);
  await expect(confirmation.getByTestId('order-gross')).toContainText('5.561,47');
  await expect(confirmation.getByRole('link', { name: 'Zu meinen Bestellungen' })).toHaveAttribute('href', '/orders?productType=FUEL');
  expect(await seriousViolations(page, 'the order confirmation')).toEqual([]);

  // Its number leads to the order's detail view, with the same choices and the first step of its history.
  await confirmation.getByTestId('order-id').getByRole('link').click();
  const detail = page.getByTestId('order-detail');
  const fact = (label: string) =>
    detail
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  await expect(fact('Abholzeitraum')).toHaveText('Laufende Woche');
  await expect(fact('Abholnummer')).toHaveText(pickupNumber);
  await expect(detail).toContainText('Am Tanklager 4');
  await expect(detail).toContainText(termName);
  await expect(detail.getByTestId('order-history-steps').locator('tbody tr')).toHaveCount(1);
  await expect(detail.getByTestId('order-history-steps')).toContainText('Jana Müller');
  await expect(fact('Abholung')).toHaveText(`${firstDay} – ${lastDay}`);

  // The order history names the same days.
  await page.goto('/orders');
  const row = page.getByTestId('order-row').filter({ has: page.getByRole('link', { name: orderId, exact: true }) });
  await expect(row.locator('td[data-label="Abholung"]')).toHaveText(`${firstDay} – ${lastDay}`);
}

for (const size of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`at ${size.width} x ${size.height} px "Verbindlich bestellen" is in view as the basket opens, and stays there while it scrolls`, async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize(size);
    await loginAs('buyer@demo.fuel');
    const basket = await putInBasket(page, '5');
    const order = basket.getByRole('button', { name: 'Verbindlich bestellen' });
    await expect(basket.getByTestId('basket-item')).toBeVisible();
    await expect(order).toBeInViewport();
    await expect(basket.getByRole('button', { name: 'Schließen' })).toBeInViewport();
    // The basket is taller than the window: its top scrolls away, the buttons do not.
    await basket.evaluate((dialog) => dialog.scrollTo(0, dialog.scrollHeight));
    await expect(basket.getByTestId('reservation-countdown')).not.toBeInViewport();
    await expect(order).toBeInViewport();
  });
}

test('on a phone an expired reservation asks for a new price', async ({ page, loginAs }) => {
  test.setTimeout(120_000);
  // The browser's timers run on Playwright's clock, so the basket's next reading need not be waited for.
  await page.clock.install();
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs('buyer@demo.fuel');
  const basket = await putInBasket(page, '10');
  expect((await basket.boundingBox())!.width).toBe(375);
  await expect(basket.getByTestId('reservation-countdown')).toHaveText(/^Preis reserviert noch/);
  // The server decides by its own clock: the reservation ends there.
  await expireBasket(await basketOfOffer(offerId));
  // The modal reads the basket again every 15 s (a direct reload would leave the basket route, platform-shell 2).
  await page.clock.fastForward(15_000);
  await expect(basket.getByText('Die Preisreservierung ist abgelaufen.')).toBeVisible();
  await expect(basket.getByRole('button', { name: 'Verbindlich bestellen' })).toBeDisabled();
  await basket.getByRole('button', { name: 'Neuen Preis anfordern' }).click();
  await expect(basket.getByTestId('reservation-countdown')).toHaveText(/^Preis reserviert noch \d+:\d\d$/);
});

test('a second offer goes into the open basket, and one order places both', async ({ page, loginAs }) => {
  test.setTimeout(180_000);
  const second = await insertDemoOffer('95.10', 'WEEK');
  try {
    await loginAs('buyer@demo.fuel');
    const basket = await putInBasket(page, '5');
    await expect(basket.getByTestId('basket-item')).toHaveCount(1);
    const basketUrl = page.url();
    await basket.getByRole('link', { name: 'Weiteres Angebot hinzufügen' }).click();
    const row = page.locator(`[data-testid="market-offer"][data-offer-id="${second}"]`);
    await row.getByLabel('Menge (cbm)').fill('6');
    await row.getByRole('button', { name: 'In den Warenkorb' }).click();
    // The same basket, now with both offers, each with its own price.
    await expect(page).toHaveURL(basketUrl, { timeout: 60_000 });
    await expect(basket.getByTestId('basket-item')).toHaveCount(2);
    await expect(basket.getByTestId('basket-price')).toHaveText([/93,47/, /95,10/]);
    for (const item of await basket.getByTestId('basket-item').all()) await chooseDeliveryAndTerm(item);
    await basket.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    await basket.getByRole('checkbox', { name: /Bestellung geprüft/ }).check();
    await basket.getByRole('button', { name: 'Verbindlich bestellen' }).click();
    await expect(basket.getByTestId('order-id')).toHaveCount(2);
    expect(await seriousViolations(page, 'the confirmation of a basket of two items')).toEqual([]);
  } finally {
    await removeBasketsAndOrders(second);
    await removeOffer(second);
  }
});
