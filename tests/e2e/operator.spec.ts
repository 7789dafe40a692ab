import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { insertOffer, removeSellerData } from './buying-flow-db';
import { expect, test } from './fixtures';
import { addDeliveryAddress, buyOffer, fillNewCompany, pageAs, releaseBuyer, setPasswordFromWelcome } from './onboarding-steps';
import { accountIdOf, createShareholder, storedTerms, welcomeLink } from './operator-db';
import { createCompany, TEST_PASSWORD } from './relationships-db';

let sellerAccountId = 0;
test.afterAll(async () => {
  if (sellerAccountId) await removeSellerData(sellerAccountId);
});

/**
 * Searches the operator's accounts for the one named with `tag` and waits for the answer: a link
 * clicked while the list's rows are replaced by the search's may be gone before the click lands.
 */
async function searchAccounts(page: Page, tag: string) {
  await page.getByLabel('Name').fill(tag);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByTestId('operator-accounts').locator('tbody tr')).toHaveCount(1);
}

/**
 * design 11: the operator creates a buyer company; its first admin sets a password from the
 * welcome link, logs in, adds a delivery address and requests a seller, who releases it; the
 * buyer then buys the seller's offer.
 */
test('the operator creates a buyer whose admin sets a password from the welcome mail, is released by a seller and buys', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const seller = await createCompany('SELLER');
  sellerAccountId = seller.accountId;
  const offerId = await insertOffer(seller.accountId, '97.65');
  const tag = randomUUID().slice(0, 8);
  const company = `E2E Heizöl ${tag} GmbH`;
  const email = `e2e-admin-${tag}@test.fuel`;

  const operator = await pageAs(browser, baseURL!, 'operator@demo.fuel');
  await test.step('the operator creates the company and releases it', async () => {
    await operator.goto('/');
    await operator.locator('[data-tile="operatorAccounts"]').click();
    await expect(operator.getByRole('heading', { name: 'Firmenkonten', level: 1 })).toBeVisible();
    await operator.getByTestId('create-account').click();
    const form = operator.getByTestId('create-account-form');
    await fillNewCompany(form, { name: company, street: 'Hafenstraße 5', postCode: '20457', city: 'Hamburg', firstName: 'Ida', lastName: 'Krause', email });
    await form.getByRole('button', { name: 'Anlegen' }).click();
    await expect(operator.getByRole('status').filter({ hasText: email })).toBeVisible();

    await operator.goto('/betrieb/konten');
    await searchAccounts(operator, tag);
    await operator.getByRole('link', { name: company }).click();
    await expect(operator.getByTestId('account-status')).toHaveText('Aktiv');
    await expect(operator.getByTestId('operator-users')).toContainText(email);
    await expect(operator.getByTestId('audit-log')).toContainText('Konto angelegt');
  });

  const link = await welcomeLink(email);
  expect(link).toBeTruthy();
  const admin = await pageAs(browser, baseURL!);
  await test.step('the admin sets a password from the welcome link and logs in', async () => {
    await setPasswordFromWelcome(admin, link!, 'Willkommen-2026');
    await admin.goto('/login');
    await admin.getByLabel('E-Mail-Adresse').fill(email);
    await admin.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Willkommen-2026');
    await admin.getByRole('button', { name: 'Anmelden' }).click();
    await expect(admin).toHaveURL(/\/$/);
  });

  await test.step('the admin adds a delivery address and requests a seller', async () => {
    await addDeliveryAddress(admin, { street: 'Hafenstraße 5', postCode: '20457', city: 'Hamburg', county: 'Hamburg' });

    await admin.goto('/verkaufer-management');
    const row = admin.getByTestId(`seller-${seller.accountId}`);
    await row.getByRole('button', { name: 'Freischaltung anfragen' }).click();
    await admin.getByTestId('message-confirm').click();
    await expect(row.getByTestId('relationship-status')).toHaveText('Angefragt');
  });

  await test.step('the seller releases the buyer', async () => {
    const sellerPage = await pageAs(browser, baseURL!, seller.email, TEST_PASSWORD);
    await releaseBuyer(sellerPage, await accountIdOf(company));
  });

  await test.step('the buyer buys the seller’s offer', async () => {
    expect(await buyOffer(admin, offerId, '4')).toMatch(/^FM-DE-\d{4}-\d{7}$/);
  });
});

test('/aviaten shows the parent its child accounts with their terms and opens a child’s market', async ({ page, loginAs }) => {
  // admin@demo.fuel has ChildAccounts_View; its child "Müller Filiale Pforzheim" has a price adjustment of -0.35 (demo data).
  await loginAs('admin@demo.fuel');
  await page.goto('/aviaten');
  const child = page.getByTestId('child-accounts').getByRole('row', { name: /Müller Filiale Pforzheim/ });
  await expect(child).toContainText('-0,35');
  await child.getByRole('link', { name: 'Markt' }).click();
  await expect(page.getByTestId('child-market-note')).toContainText('Müller Filiale Pforzheim');
});

test('/aviaten links a child’s orders: the orders screen opens filtered to that child, each order to its detail', async ({ page, loginAs }) => {
  // admin@demo.fuel also has ChildAccounts_Offers_View; the demo child orders every day (demo data).
  await loginAs('admin@demo.fuel');
  await page.goto('/aviaten');
  const child = page.getByTestId('child-accounts').getByRole('row', { name: /Müller Filiale Pforzheim/ });
  const history = page.waitForResponse((res) => res.url().includes('/api/orderHistory?') && res.url().includes('shareholderList='));
  await child.getByRole('link', { name: 'Bestellungen' }).click();
  await expect(page).toHaveURL(/\/orders\?(.+&)?shareholderList=\d+(&|$)/);
  const answer = await (await history).json();
  expect(answer.orders.length).toBeGreaterThan(0);
  expect(new Set(answer.orders.map((o: { buyer: { name: string } }) => o.buyer.name))).toEqual(new Set(['Müller Filiale Pforzheim']));
  await expect(page.getByTestId('orders-shareholderList-summary')).toHaveText('Müller Filiale Pforzheim');
  await expect(page.getByTestId('order-row').first()).toBeVisible();

  // Each order's number leads to its detail, which the parent reads.
  const orderLink = page.getByTestId('order-row').first().getByRole('link');
  const orderNumber = (await orderLink.innerText()).trim();
  await orderLink.click();
  await expect(page.getByRole('heading', { level: 1, name: `Bestellung ${orderNumber}` })).toBeVisible();
  await expect(page.getByTestId('order-detail')).toContainText('Müller Filiale Pforzheim');
});

test('the operator sets a shareholder’s terms, blocks one of its users and the account, and reads it in the audit log', async ({ page, loginAs }) => {
  const tag = randomUUID().slice(0, 8);
  const shareholder = await createShareholder(tag);
  await loginAs('operator@demo.fuel');
  await page.goto('/betrieb/konten');
  await page.getByLabel('Kontoart').selectOption('SHAREHOLDER');
  await searchAccounts(page, tag);
  await page.getByRole('link', { name: shareholder.childName }).click();

  const terms = page.getByTestId('shareholder-terms');
  await terms.getByLabel('Kürzung des Abholzeitraums (Kalendertage)').fill('0');
  await terms.getByRole('button', { name: 'Speichern' }).click();
  await expect(terms.getByText('Die Kürzung muss eine positive Zahl von Tagen sein.')).toBeVisible();
  await terms.getByLabel('Kürzung des Abholzeitraums (Kalendertage)').fill('4');
  // Typed the German way: the dot groups thousands, the comma is the decimal mark.
  await terms.getByLabel('Diesel B7', { exact: true }).fill('1.250,5');
  const saved = page.waitForResponse((r) => r.url().includes(`/api/operator/accounts/${shareholder.childId}`) && r.request().method() === 'PUT' && r.ok());
  await terms.getByRole('button', { name: 'Speichern' }).click();
  await saved;
  await expect.poll(() => storedTerms(shareholder.childId)).toMatchObject({ collectionCutDays: 4, limitCbm: '1250.500' });
  await page.reload();
  await expect(terms.getByLabel('Diesel B7', { exact: true })).toHaveValue('1.250,500');

  const user = page.getByTestId('operator-users').locator(`[data-user="${shareholder.userEmail}"]`);
  // Each block asks first, in the shared confirm dialog, and a notice says it is done.
  await user.getByRole('button', { name: 'Sperren' }).click();
  await page.getByRole('dialog', { name: 'Sperren' }).getByRole('button', { name: 'Sperren' }).click();
  await expect(user).toContainText('Gesperrt');
  await expect(page.getByTestId('notice-saved')).toContainText('ist gesperrt.');

  await page.getByRole('button', { name: 'Konto sperren' }).click();
  await page.getByRole('dialog', { name: 'Konto sperren' }).getByRole('button', { name: 'Konto sperren' }).click();
  await expect(page.getByTestId('account-status')).toHaveText('Gesperrt');
  await expect.poll(() => storedTerms(shareholder.childId)).toMatchObject({ blocked: true });
  const audit = page.getByTestId('audit-log');
  await expect(audit).toContainText('Konto geändert');
  await expect(audit).toContainText('Benutzer geändert');
});
