import { chooseDeliveryAndTerm, expect, loginViaApi, test } from './fixtures';
import { enableAdditives, removeAdditiveTraces } from './additives-db';
import { createCompany, grantPurchase, TEST_PASSWORD } from './relationships-db';

/**
 * Additives end to end (issue: additives): seller2@demo.fuel clones and activates a drum offer; a
 * buyer orders 4 drums in the additives market, finds them in the ADDITIVE table and on its
 * dashboard, and asks for the empty drums to be collected, which the seller marks collected.
 */
test('clone and activate, order 4 drums, see them in the additive orders, return the empties', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const since = new Date();
  const buyer = await createCompany('BUYER');
  await grantPurchase(buyer.email);
  await enableAdditives(buyer.accountId);
  const consent = [{ name: 'cookie_consent', value: 'necessary', url: baseURL! }];
  try {
    const sellerContext = await browser.newContext();
    await sellerContext.addCookies(consent);
    const seller = await sellerContext.newPage();
    await loginViaApi(seller, 'seller2@demo.fuel');
    let offerId = '';
    await test.step('the seller clones its drum offer and activates the clone', async () => {
      await seller.goto('/meine-angebote');
      await seller.getByRole('tab', { name: 'Additive' }).click();
      const rows = seller.getByTestId('seller-additive');
      // The status cell exactly: "Aktiv" is also part of a paused row's "Aktivieren" button.
      const status = (text: string) => seller.getByTestId('additive-status').getByText(text, { exact: true });
      const drums = rows
        .filter({ hasText: 'Winterschutz' })
        .filter({ hasText: '390,00' })
        .filter({ has: status('Aktiv') });
      await expect(drums.first()).toBeVisible();
      const before = await rows.count();
      await drums.first().getByRole('button', { name: 'Klonen' }).click();
      await expect(rows).toHaveCount(before + 1);
      // Newest first: the clone, PAUSED.
      const clone = rows.first();
      await expect(clone.getByTestId('additive-status')).toHaveText('Pausiert');
      offerId = (await clone.getAttribute('data-offer-id'))!;
      await clone.getByRole('button', { name: 'Aktivieren' }).click();
      await expect(seller.locator(`[data-testid="seller-additive"][data-offer-id="${offerId}"]`).getByTestId('additive-status')).toHaveText('Aktiv');
    });

    const buyerContext = await browser.newContext();
    await buyerContext.addCookies(consent);
    const page = await buyerContext.newPage();
    await loginViaApi(page, buyer.email, TEST_PASSWORD);
    let orderNumber = '';
    await test.step('the buyer orders 4 drums in the additives market', async () => {
      await page.goto('/handelsplatz');
      await page.getByRole('radio', { name: 'Additive' }).check();
      const row = page.locator(`[data-testid="additive-offer"][data-offer-id="${offerId}"]`);
      await row.getByLabel('Anzahl Gebinde').fill('4');
      await row.getByRole('button', { name: 'In den Warenkorb' }).click();
      const basket = page.getByRole('dialog');
      await expect(basket.getByTestId('basket-price')).toHaveText('390,00 € je Fass (200 l)', { timeout: 60_000 });
      await expect(basket.getByLabel('Anzahl Gebinde')).toHaveValue('4');
      await expect(basket.getByTestId('basket-amounts')).toContainText('1.560,00 €');
      await chooseDeliveryAndTerm(basket);
      await basket.getByLabel(/Allgemeinen Geschäftsbedingungen/).check();
      await basket.getByLabel('Ich habe die Bestellung geprüft.').check();
      await basket.getByRole('button', { name: 'Verbindlich bestellen' }).click();
      const confirmation = basket.getByTestId('order-confirmation');
      await expect(confirmation.getByTestId('order-quantity')).toHaveText('4 × Fass (200 l)');
      await expect(confirmation.getByTestId('order-gross')).toHaveText('1.856,40 €');
      await expect(confirmation.getByRole('link', { name: 'Zu meinen Bestellungen' })).toHaveAttribute('href', '/orders?productType=ADDITIVE');
      orderNumber = (await confirmation.getByTestId('order-id').innerText()).trim();
    });

    await test.step('the order shows in the ADDITIVE table', async () => {
      await page.goto('/orders');
      await page.getByRole('radio', { name: 'Additive' }).check();
      const row = page.getByTestId('order-row').filter({ hasText: orderNumber });
      await expect(row).toContainText('Winterschutz');
      await expect(row).toContainText('4 × Fass (200 l)');
    });

    await test.step('the dashboard counts the order in drums too', async () => {
      await page.goto('/');
      const recent = page.getByTestId('recent-orders').getByRole('listitem').filter({ hasText: orderNumber });
      await expect(recent).toContainText('4 × Fass (200 l)');
    });

    await test.step('the buyer asks for the 4 empty drums to be collected; the seller marks them collected', async () => {
      await page.goto('/handelsplatz');
      const returns = page.getByTestId('barrel-returns');
      await returns.getByLabel('Verkäufer').selectOption({ label: 'Rhein Energie Handel GmbH' });
      await returns.getByLabel('Produkt').selectOption({ label: 'Heizöl-Additiv Winterschutz (Fass 200 l)' });
      await returns.getByRole('combobox', { name: 'Gebinde', exact: true }).selectOption({ label: 'Fass (200 l)' });
      await returns.getByLabel('Anzahl leerer Gebinde').fill('4');
      await returns.getByRole('button', { name: 'Abholung anfragen' }).click();
      await expect(returns.getByTestId('barrel-return').first()).toContainText('4 × Fass (200 l)');
      await expect(returns.getByTestId('barrel-return').first()).toContainText('angefragt');

      await seller.goto('/meine-angebote');
      await seller.getByRole('tab', { name: 'Additive' }).click();
      const open = seller.getByTestId('open-return').filter({ hasText: buyer.name });
      await open.getByRole('button', { name: 'Als abgeholt markieren' }).click();
      await expect(open).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('barrel-returns').getByTestId('barrel-return').first()).toContainText('abgeholt');
    });
  } finally {
    await removeAdditiveTraces(buyer.accountId, since);
  }
});
