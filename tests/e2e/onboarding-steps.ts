import type { Browser, Locator, Page } from '@playwright/test';
import { chooseDeliveryAndTerm, expect, freshIp, loginViaApi } from './fixtures';

/**
 * The steps of a new customer's first day that the onboarding specs of every brand share: the
 * operator's form, the welcome mail's password, the terms, a delivery address, the seller's
 * release and the first purchase.
 */

/** A page of its own (own cookies, own client address), the cookie choice made, signed in as `email` if given. */
export async function pageAs(browser: Browser, baseURL: string, email?: string, password?: string): Promise<Page> {
  const page = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } })).newPage();
  await page.context().addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL }]);
  if (email) await loginViaApi(page, email, password);
  return page;
}

/** The operator's form of a new company with its first admin ("Straße" or, in de-CH, "Strasse"), filled but not sent. */
export async function fillNewCompany(
  form: Locator,
  company: { name: string; street: string; postCode: string; city: string; firstName: string; lastName: string; email: string },
) {
  await form.getByLabel('Firmenname').fill(company.name);
  await form.getByLabel(/^Stra(ß|ss)e und Hausnummer/).fill(company.street);
  await form.getByLabel('PLZ').fill(company.postCode);
  await form.getByLabel('Ort').fill(company.city);
  await form.getByLabel('Für den Onlinehandel freigegeben').check();
  await form.getByLabel('Vorname').fill(company.firstName);
  await form.getByLabel('Nachname').fill(company.lastName);
  await form.getByLabel('E-Mail').fill(company.email);
}

/** The welcome mail's link: the new admin chooses a password. */
export async function setPasswordFromWelcome(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Neues Passwort wiederholen' }).fill(password);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Ihr Passwort wurde geändert.')).toBeVisible();
}

/** The first visit of the market leads to the terms; once accepted, to the start page. */
export async function acceptTerms(page: Page) {
  await page.goto('/handelsplatz');
  await expect(page).toHaveURL(/\/agb$/);
  await page.getByRole('button', { name: 'AGB akzeptieren' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A company made by the operator has no delivery address, and checkout needs one ("Bundesland" or, in de-CH, "Kanton / Bundesland"). */
export async function addDeliveryAddress(page: Page, address: { street: string; postCode: string; city: string; county: string }) {
  await page.goto('/profil/lieferadressen');
  await page.getByRole('button', { name: 'Lieferadresse hinzufügen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Stra(ß|ss)e und Hausnummer/).fill(address.street);
  await dialog.getByLabel('Postleitzahl').fill(address.postCode);
  await dialog.getByRole('textbox', { name: /^Ort/ }).fill(address.city);
  await dialog.getByLabel('Bundesland').fill(address.county);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByTestId('delivery-location').filter({ hasText: address.street })).toBeVisible();
}

/** The seller finds the buyer's request on its buyers' screen and releases it. */
export async function releaseBuyer(sellerPage: Page, buyerAccountId: number) {
  await sellerPage.goto('/kaufer-management');
  const row = sellerPage.getByTestId(`buyer-${buyerAccountId}`);
  await expect(row.getByTestId('relationship-status')).toHaveText('Angefragt');
  await row.getByRole('button', { name: 'Annehmen' }).click();
  await sellerPage.getByTestId('message-confirm').click();
  await expect(row.getByTestId('relationship-status')).toHaveText('Freigeschaltet');
}

/** The buyer buys `quantity` cbm of one offer through the basket; answers the order number shown. */
export async function buyOffer(page: Page, offerId: number, quantity: string): Promise<string> {
  await page.goto('/handelsplatz');
  const offer = page.locator(`[data-testid="market-offer"][data-offer-id="${offerId}"]`);
  await offer.getByLabel('Menge (cbm)').fill(quantity);
  await offer.getByRole('button', { name: 'In den Warenkorb' }).click();
  const basket = page.getByRole('dialog');
  await expect(basket.getByTestId('reservation-countdown')).toContainText(/Preis reserviert noch \d+:\d\d/, { timeout: 60_000 });
  await chooseDeliveryAndTerm(basket);
  await basket.getByLabel(/Allgemeinen Geschäftsbedingungen/).check();
  await basket.getByLabel('Ich habe die Bestellung geprüft.').check();
  await basket.getByRole('button', { name: 'Verbindlich bestellen' }).click();
  await expect(basket.getByTestId('order-id')).toHaveText(/^[A-Z]{2}-[A-Z]{2}-\d{4}-\d{7}$/);
  return (await basket.getByTestId('order-id').innerText()).trim();
}
