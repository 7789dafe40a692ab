import { seriousRulesNow, seriousViolations, seriousViolationsAt } from './axe';
import { DEMO_PASSWORD, expect, freshIp, putDemoOfferInBasket, test } from './fixtures';
import { enableAdditives } from './additives-db';
import { closeOrdersDb, incompleteOrderOf } from './orders-db';
import { createCompany, TEST_PASSWORD } from './relationships-db';

/**
 * axe against WCAG 2.1 A and AA, no serious or critical violation, where the layout spec's visit of
 * every route (layout.spec.ts, which runs axe on each screen) does not reach: the phone with the
 * cookie banner, the dialogs, the tabs and the choices a screen remembers. Each is checked once its
 * data has loaded (no "Wird geladen" left).
 */
/** The screens a phone (390 x 844) shows otherwise, with the bottom bar and the cookie banner. */
const PHONE_SCREENS: Record<string, string[]> = {
  'buyer@demo.fuel': ['/', '/handelsplatz', '/orders'],
  'seller@demo.fuel': ['/', '/meine-angebote', '/preis-engine'],
  'operator@demo.fuel': ['/', '/betrieb/konten', '/profil'],
};
/** On a 2-core machine that runs several suites at once a screen has taken up to 25 seconds (load, data, axe). */
const SCREENS_TIMEOUT = 180_000;

test.afterAll(async () => {
  await closeOrdersDb();
});

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
});

for (const [email, paths] of Object.entries(PHONE_SCREENS)) {
  test(`no serious or critical accessibility violation on a phone, with the cookie banner, on the screens of ${email}`, async ({ page, loginAs, context }) => {
    test.setTimeout(SCREENS_TIMEOUT);
    await context.clearCookies();
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(email);
    expect(await seriousViolationsAt(page, paths)).toEqual([]);
  });
}

test('no serious or critical accessibility violation in the basket dialog', async ({ page, loginAs }) => {
  await loginAs('buyer@demo.fuel');
  await putDemoOfferInBasket(page);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByText('Wird geladen …')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousRulesNow(page)).toEqual([]);
});

test('no serious or critical accessibility violation in the offer form with its error messages', async ({ page, loginAs }) => {
  await loginAs('seller@demo.fuel');
  await page.goto('/meine-angebote');
  await page.getByRole('button', { name: 'Neues Angebot' }).click();
  const offerForm = page.getByRole('form', { name: 'Neues Angebot anlegen' });
  await offerForm.getByRole('button', { name: 'Speichern' }).click();
  await expect(offerForm.getByText('Bitte wählen Sie ein Produkt.')).toBeVisible();
  expect(await seriousRulesNow(page)).toEqual([]);
});

test('no serious or critical accessibility violation in the favourite wizard', async ({ page, loginAs }) => {
  await loginAs('buyer@demo.fuel');
  await page.goto('/handelsplatz');
  await expect(page.getByTestId('market-offer').first()).toBeVisible();
  await page.getByRole('button', { name: 'Favoriten verwalten' }).click();
  expect(await seriousRulesNow(page)).toEqual([]);
  await page.getByRole('button', { name: 'Neuer Favorit' }).click();
  await expect(page.getByTestId('wizard-step')).toBeVisible();
  expect(await seriousRulesNow(page)).toEqual([]);
});

test("no serious or critical accessibility violation on the buyer's Trigger tab", async ({ page, loginAs }) => {
  await loginAs('buyer@demo.fuel');
  await page.goto('/orders');
  await page.getByRole('tab', { name: 'Trigger' }).click();
  expect(await seriousViolations(page, 'trigger orders')).toEqual([]);
});

test('no serious or critical accessibility violation on the market and the orders with additives chosen', async ({ page, loginAs }) => {
  // The market and the orders remember the additives choice: a buyer of its own makes it.
  const buyer = await createCompany('BUYER');
  await enableAdditives(buyer.accountId);
  await loginAs(buyer.email, TEST_PASSWORD);
  const found = [];
  await page.goto('/handelsplatz');
  await page.getByRole('radio', { name: 'Additive' }).check();
  found.push(...(await seriousViolations(page, 'additives market')));
  await page.goto('/orders');
  await page.getByRole('radio', { name: 'Additive' }).check();
  found.push(...(await seriousViolations(page, 'additive orders')));
  expect(found).toEqual([]);
});

test("no serious or critical accessibility violation on the seller's Additive tab", async ({ page, loginAs }) => {
  await loginAs('seller2@demo.fuel');
  await page.goto('/meine-angebote');
  await page.getByRole('tab', { name: 'Additive' }).click();
  expect(await seriousViolations(page, "the seller's additive offers")).toEqual([]);
});

test("no serious or critical accessibility violation on the seller's CSV-Upload tab", async ({ page, loginAs }) => {
  await loginAs('seller@demo.fuel');
  await page.goto('/meine-angebote');
  await page.getByRole('tab', { name: 'CSV-Upload' }).click();
  expect(await seriousViolations(page, 'uploads')).toEqual([]);
});

test("no serious or critical accessibility violation on the operator's page of an account, reached by its link", async ({ page, loginAs }) => {
  await loginAs('operator@demo.fuel');
  await page.goto('/betrieb/konten');
  await page.getByRole('link', { name: 'Müller Filiale Pforzheim' }).click();
  await expect(page.getByRole('button', { name: 'Konto sperren' })).toBeVisible();
  expect(await seriousViolations(page, "the operator's page of a shareholder account")).toEqual([]);
});

test('no serious or critical accessibility violation on the dashboard basket, reached from the dashboard', async ({ page, loginAs }) => {
  await loginAs('buyer@demo.fuel');
  await putDemoOfferInBasket(page);
  await expect(page).toHaveURL(/\/handelsplatz\/warenkorb\/[\w-]+$/);
  const basketId = new URL(page.url()).pathname.split('/').pop()!;
  await page.goto('/');
  // A link followed from a page, not an address typed in: that would lead back to the dashboard.
  await page.evaluate((id) => {
    const link = Object.assign(document.createElement('a'), { href: `/warenkorb/${id}` });
    document.body.append(link);
    link.click();
  }, basketId);
  await expect(page).toHaveURL(new RegExp(`/warenkorb/${basketId}$`));
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page, '/warenkorb/[id]')).toEqual([]);
});

test('no serious or critical accessibility violation on the one-time code step of the login', async ({ page, context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill('twofactor@demo.fuel');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Wir haben Ihnen einen Einmalcode per E-Mail geschickt. Er ist 10 Minuten gültig.')).toBeVisible();
  expect(await seriousViolations(page, 'login code step')).toEqual([]);
});

test('no serious or critical accessibility violation in the logout dialog and the cookie settings', async ({ page, loginAs }) => {
  await loginAs('buyer@demo.fuel');
  await page.goto('/');
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  const logout = page.getByRole('dialog', { name: 'Abmelden' });
  await expect(logout).toBeVisible();
  const found = await seriousRulesNow(page);
  await logout.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(logout).toBeHidden();
  await page.getByTestId('cookie-settings-link').click();
  await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
  found.push(...(await seriousRulesNow(page)));
  expect(found).toEqual([]);
});

test("no serious or critical accessibility violation in the seller's dialogs: price breakdown, delete offer, new contract", async ({ page, loginAs }) => {
  await loginAs('seller@demo.fuel');
  await page.goto('/meine-angebote');
  const offer = page.locator('tr[data-offer-id]').first();
  const found = [];
  for (const [button, title] of [
    ['Preisaufschlüsselung', 'Preisaufschlüsselung'],
    ['Löschen', 'Angebot löschen'],
  ]) {
    await offer.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(page.getByText('Wird geladen …')).toHaveCount(0, { timeout: 15_000 });
    found.push(...(await seriousRulesNow(page)).map((rule) => `${title}: ${rule}`));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await page.goto('/verträge-management');
  await page.getByRole('button', { name: 'Neuer Kontrakt' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await seriousRulesNow(page)).map((rule) => `Neuer Kontrakt: ${rule}`));
  expect(found).toEqual([]);
});

test("no serious or critical accessibility violation in the seller's decline dialog of an order", async ({ page, loginAs }) => {
  // At least one order to decline, whatever statuses the seed drew.
  await incompleteOrderOf('seller@demo.fuel');
  await loginAs('seller@demo.fuel');
  await page.goto('/orders');
  await page.getByTestId('order-row').getByRole('button', { name: 'Ablehnen' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Bestellung ablehnen' });
  await expect(dialog).toBeVisible();
  // Its error message shown too: "Ablehnen" without a reason declines nothing.
  await dialog.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(dialog.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  const found = await seriousRulesNow(page);
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  expect(found).toEqual([]);
});
