import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { closeOrdersDb, incompleteOrderOf } from './orders-db';

/**
 * Every screen of every role, checked by axe against WCAG 2.1 A and AA: no serious or critical
 * violation. Each screen is checked once its data has loaded (no "Wird geladen" left).
 */
const SCREENS: Record<string, string[]> = {
  'buyer@demo.fuel': [
    '/',
    '/handelsplatz',
    '/orders',
    '/statistik',
    '/verträge-management',
    '/preisalarm',
    '/verkaufer-management',
    '/profil',
    '/profil/passwort',
    '/profil/unternehmen',
    '/profil/lieferadressen',
    '/kontakt',
    '/hilfe-center',
    '/hilfe-center/glossar',
  ],
  'admin@demo.fuel': ['/profil/team', '/aviaten'],
  'seller@demo.fuel': ['/', '/orders', '/statistik', '/news', '/meine-angebote', '/preis-engine', '/kaufer-management', '/verträge-management', '/profil'],
  'operator@demo.fuel': ['/', '/profil', '/betrieb/konten', '/betrieb/konten/neu', '/betrieb/protokoll'],
};
const PUBLIC = ['/login', '/passwort/reset', '/logout', '/rechtliches/impressum'];

async function violations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Wird geladen …')).toHaveCount(0, { timeout: 15_000 });
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ path, rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

test.beforeAll(async () => {
  // The detail view of an order both sides see.
  const order = await incompleteOrderOf('seller@demo.fuel');
  SCREENS['buyer@demo.fuel'].push(`/orders/${order.id}`);
  SCREENS['seller@demo.fuel'].push(`/orders/${order.id}`);
});
test.afterAll(closeOrdersDb);

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
});

for (const [email, paths] of Object.entries(SCREENS)) {
  test(`no serious or critical accessibility violation on the screens of ${email}`, async ({ page, loginAs }) => {
    test.setTimeout(180_000);
    await loginAs(email);
    const found = [];
    for (const path of paths) found.push(...(await violations(page, path)));
    expect(found).toEqual([]);
  });
}

test('no serious or critical accessibility violation on the screens without login', async ({ page }) => {
  const found = [];
  for (const path of PUBLIC) found.push(...(await violations(page, path)));
  expect(found).toEqual([]);
});

test('no serious or critical accessibility violation on a phone, with the cookie banner', async ({ page, loginAs, context }) => {
  await context.clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs('buyer@demo.fuel');
  const found = [];
  for (const path of ['/', '/handelsplatz', '/orders']) found.push(...(await violations(page, path)));
  expect(found).toEqual([]);
});

const seriousIn = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);

test('no serious or critical accessibility violation in the basket dialog', async ({ page, loginAs }) => {
  await loginAs('buyer@demo.fuel');
  await page.goto('/handelsplatz');
  await page.getByTestId('market-offer').first().getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByText('Wird geladen …')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousIn(page)).toEqual([]);
});

test('no serious or critical accessibility violation in the offer form with its error messages', async ({ page, loginAs }) => {
  await loginAs('seller@demo.fuel');
  await page.goto('/meine-angebote');
  await page.getByRole('button', { name: 'Neues Angebot' }).click();
  const offerForm = page.getByRole('form', { name: 'Neues Angebot anlegen' });
  await offerForm.getByRole('button', { name: 'Speichern' }).click();
  await expect(offerForm.getByText('Bitte wählen Sie ein Produkt.')).toBeVisible();
  expect(await seriousIn(page)).toEqual([]);
});

test('no serious or critical accessibility violation in the favourite wizard', async ({ page, loginAs }) => {
  await loginAs('buyer@demo.fuel');
  await page.goto('/handelsplatz');
  await expect(page.getByTestId('market-offer').first()).toBeVisible();
  await page.getByRole('button', { name: 'Favoriten verwalten' }).click();
  expect(await seriousIn(page)).toEqual([]);
  await page.getByRole('button', { name: 'Neuer Favorit' }).click();
  await expect(page.getByTestId('wizard-step')).toBeVisible();
  expect(await seriousIn(page)).toEqual([]);
});
