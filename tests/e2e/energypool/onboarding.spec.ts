import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { chooseDeliveryAndTerm, expect, freshIp, loginViaApi, test } from '../fixtures';
import { accountIdOf, closeEnergypoolDb, insertOffer, ordersOf, welcomeLink } from './energypool-db';

/**
 * A new energy pool member from the first day, on the energy pool's server (single-seller mode,
 * its market open): the operator creates a buyer, whose request to the pool's seller exists from
 * then on (the buyer has no request flow of its own); its admin sets a password from the welcome
 * mail, logs in, accepts the terms and adds a delivery address; the seller releases it; the buyer
 * then buys on the market.
 */
test.afterAll(closeEnergypoolDb);

async function pageAs(browser: Browser, baseURL: string, email?: string) {
  const page = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } })).newPage();
  await page.context().addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL }]);
  if (email) await loginViaApi(page, email);
  return page;
}

test('the operator creates a pool member, who logs in, is released by the pool’s seller and buys', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 8);
  const company = `E2E Stadtwerke ${tag} GmbH`;
  const email = `e2e-ep-${tag}@test.fuel`;
  const password = 'Willkommen-2026';
  const seller = await accountIdOf('Nordsee Mineralöl AG');
  const offerId = await insertOffer(seller, '98.76');

  await test.step('the operator creates the company', async () => {
    const operator = await pageAs(browser, baseURL!, 'operator@demo.fuel');
    await operator.goto('/betrieb/konten/neu');
    const form = operator.getByTestId('create-account-form');
    await form.getByLabel('Firmenname').fill(company);
    await form.getByLabel('Straße und Hausnummer').fill('Königsallee 20');
    await form.getByLabel('PLZ').fill('40212');
    await form.getByLabel('Ort').fill('Düsseldorf');
    await form.getByLabel('Für den Onlinehandel freigegeben').check();
    await form.getByLabel('Vorname').fill('Jana');
    await form.getByLabel('Nachname').fill('Scholz');
    await form.getByLabel('E-Mail').fill(email);
    await form.getByRole('button', { name: 'Anlegen' }).click();
    await expect(operator.getByRole('status').filter({ hasText: email })).toBeVisible();
  });

  const buyer = await pageAs(browser, baseURL!);
  await test.step('the admin sets a password from the welcome mail, logs in, accepts the terms and adds a delivery address', async () => {
    const link = await welcomeLink(email);
    expect(link).toBeTruthy();
    await buyer.goto(link!);
    await buyer.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill(password);
    await buyer.getByRole('textbox', { name: 'Neues Passwort wiederholen' }).fill(password);
    await buyer.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(buyer.getByText('Ihr Passwort wurde geändert.')).toBeVisible();
    await loginViaApi(buyer, email, password);
    await buyer.goto('/handelsplatz');
    await expect(buyer).toHaveURL(/\/agb$/);
    await buyer.getByRole('button', { name: 'AGB akzeptieren' }).click();
    await expect(buyer).toHaveURL(/\/$/);

    await buyer.goto('/profil/lieferadressen');
    await buyer.getByRole('button', { name: 'Lieferadresse hinzufügen' }).click();
    const dialog = buyer.getByRole('dialog');
    await dialog.getByLabel('Straße und Hausnummer').fill('Am Tanklager 3');
    await dialog.getByLabel('Postleitzahl').fill('40221');
    await dialog.getByRole('textbox', { name: /^Ort/ }).fill('Düsseldorf');
    await dialog.getByLabel('Bundesland').fill('Nordrhein-Westfalen');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(buyer.getByTestId('delivery-location').filter({ hasText: 'Am Tanklager 3' })).toBeVisible();
  });

  await test.step('the pool’s seller finds the request and releases the buyer', async () => {
    const sellerPage = await pageAs(browser, baseURL!, 'seller@demo.fuel');
    await sellerPage.goto('/kaufer-management');
    const row = sellerPage.getByTestId(`buyer-${await accountIdOf(company)}`);
    await expect(row.getByTestId('relationship-status')).toHaveText('Angefragt');
    await row.getByRole('button', { name: 'Annehmen' }).click();
    await sellerPage.getByTestId('message-confirm').click();
    await expect(row.getByTestId('relationship-status')).toHaveText('Freigeschaltet');
  });

  await test.step('the buyer buys the seller’s offer', async () => {
    await buyer.goto('/handelsplatz');
    const offer = buyer.locator(`[data-testid="market-offer"][data-offer-id="${offerId}"]`);
    await offer.getByLabel('Menge (cbm)').fill('5');
    await offer.getByRole('button', { name: 'In den Warenkorb' }).click();
    const basket = buyer.getByRole('dialog');
    await expect(basket.getByTestId('reservation-countdown')).toContainText(/Preis reserviert noch \d+:\d\d/, { timeout: 60_000 });
    await chooseDeliveryAndTerm(basket);
    await basket.getByLabel(/Allgemeinen Geschäftsbedingungen/).check();
    await basket.getByLabel('Ich habe die Bestellung geprüft.').check();
    await basket.getByRole('button', { name: 'Verbindlich bestellen' }).click();
    const orderNumber = (await basket.getByTestId('order-id').innerText()).trim();
    expect(orderNumber).toMatch(/^EP-DE-\d{4}-\d{7}$/);
    expect(await ordersOf(company)).toEqual([{ orderNumber, sellerAccountId: seller, quantity: '5.000', vatRate: '19.00' }]);
  });
});
