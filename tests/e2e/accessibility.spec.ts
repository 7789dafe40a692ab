import { seriousRulesNow, seriousViolations, seriousViolationsAt } from './axe';
import { DEMO_PASSWORD, expect, freshIp, test } from './fixtures';
import { enableAdditives } from './additives-db';
import { closeLayoutDb, newestOrderOf } from './layout-db';
import { closeOrdersDb, incompleteOrderOf } from './orders-db';
import { createCompany, TEST_PASSWORD } from './relationships-db';

/**
 * Every screen of every role, checked by axe against WCAG 2.1 A and AA: no serious or critical
 * violation. Each screen is checked once its data has loaded (no "Wird geladen" left).
 */
/** The detail view of an order both sides see; its id is read from the database when the test runs. */
const ORDER_DETAIL = '/orders/[an incomplete order of seller@demo.fuel]';
/** An order the shareholder's child account placed itself. */
const CHILD_ORDER_DETAIL = '/orders/[the newest order of filiale@demo.fuel]';
const SCREENS: Record<string, string[]> = {
  'buyer@demo.fuel': [
    '/',
    '/handelsplatz',
    '/orders',
    ORDER_DETAIL,
    '/statistik',
    '/verträge-management',
    '/preisalarm',
    '/preiswunsch',
    '/verkaufer-management',
    '/profil',
    '/profil/passwort',
    '/profil/unternehmen',
    '/profil/lieferadressen',
    '/kontakt',
    '/hilfe-center',
    '/hilfe-center/faq/handel',
    '/hilfe-center/glossar',
    '/hilfe-center/dokumente',
    '/hilfe-center/anleitung',
    '/hilfe-center/anleitung/kaufen',
    '/hilfe-center/rechtliches',
    '/agb',
    '/gibt-es-nicht',
  ],
  // The company admin sees the buyer's screens with more in them (its menu, its team, its shareholders).
  'admin@demo.fuel': [
    '/',
    '/handelsplatz',
    '/orders',
    ORDER_DETAIL,
    '/statistik',
    '/verträge-management',
    '/preisalarm',
    '/preiswunsch',
    '/verkaufer-management',
    '/profil',
    '/profil/team',
    '/profil/passwort',
    '/profil/unternehmen',
    '/profil/lieferadressen',
    '/aviaten',
    '/kontakt',
    '/hilfe-center',
    '/agb',
    '/gibt-es-nicht',
  ],
  'filiale@demo.fuel': [
    '/',
    '/handelsplatz',
    '/orders',
    CHILD_ORDER_DETAIL,
    '/statistik',
    '/verträge-management',
    '/preisalarm',
    '/preiswunsch',
    '/profil',
    '/profil/passwort',
    '/profil/unternehmen',
    '/profil/lieferadressen',
    '/kontakt',
    '/hilfe-center',
    '/agb',
    '/gibt-es-nicht',
  ],
  'seller@demo.fuel': [
    '/',
    '/orders',
    ORDER_DETAIL,
    '/statistik',
    '/news',
    '/meine-angebote',
    '/preis-engine',
    '/kaufer-management',
    '/verträge-management',
    '/profil',
    '/profil/passwort',
    '/profil/unternehmen',
    '/profil/team',
    '/kontakt',
    '/hilfe-center',
    '/agb',
    '/gibt-es-nicht',
  ],
  'operator@demo.fuel': [
    '/',
    '/profil',
    '/profil/team',
    '/profil/passwort',
    '/profil/unternehmen',
    '/betrieb/konten',
    '/betrieb/konten/neu',
    '/betrieb/protokoll',
    '/kontakt',
    '/hilfe-center',
    '/agb',
    '/gibt-es-nicht',
  ],
};
/** The screens a phone (390 x 844) shows otherwise, with the bottom bar and the cookie banner. */
const PHONE_SCREENS: Record<string, string[]> = {
  'buyer@demo.fuel': ['/', '/handelsplatz', '/orders'],
  'seller@demo.fuel': ['/', '/meine-angebote', '/preis-engine'],
  'operator@demo.fuel': ['/', '/betrieb/konten', '/profil'],
};
/**
 * Screens per test, and the time-out of such a test. On a 2-core machine that runs several suites
 * at once a screen has taken up to 25 seconds (load, data, axe), so each test logs in afresh and
 * checks at most this many, far from its time-out.
 */
const SCREENS_PER_TEST = 3;
const SCREENS_TIMEOUT = 180_000;
const PUBLIC = [
  '/login',
  '/passwort/reset',
  '/passwort/reset/ein-schluessel-aus-dem-link',
  '/e-mail/bestaetigen/ein-schluessel-aus-dem-link',
  '/logout',
  '/rechtliches/impressum',
  '/rechtliches/datenschutz',
  '/rechtliches/agb',
];

/** The paths of the screens whose ids come from the database, each read once. */
const DYNAMIC: Record<string, () => Promise<string>> = {
  [ORDER_DETAIL]: () => incompleteOrderOf('seller@demo.fuel').then((order) => `/orders/${order.id}`),
  [CHILD_ORDER_DETAIL]: () => newestOrderOf('filiale@demo.fuel').then((id) => `/orders/${id}`),
};
const resolved = new Map<string, Promise<string>>();
const screenPath = (path: string) => (DYNAMIC[path] ? (resolved.get(path) ?? resolved.set(path, DYNAMIC[path]()).get(path)!) : Promise.resolve(path));

test.afterAll(async () => {
  await closeOrdersDb();
  await closeLayoutDb();
});

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
});

/** `list` cut into even parts of at most `size`. */
function partsOf<T>(list: T[], size: number): T[][] {
  const count = Math.ceil(list.length / size);
  const each = Math.ceil(list.length / count);
  return Array.from({ length: count }, (_, i) => list.slice(i * each, (i + 1) * each));
}

for (const [email, paths] of Object.entries(SCREENS)) {
  const parts = partsOf(paths, SCREENS_PER_TEST);
  parts.forEach((part, i) => {
    const which = parts.length > 1 ? ` (${i + 1} of ${parts.length}: ${part[0]} …)` : '';
    test(`no serious or critical accessibility violation on the screens of ${email}${which}`, async ({ page, loginAs }) => {
      test.setTimeout(SCREENS_TIMEOUT);
      await loginAs(email);
      expect(await seriousViolationsAt(page, await Promise.all(part.map(screenPath)))).toEqual([]);
    });
  });
}

partsOf(PUBLIC, SCREENS_PER_TEST).forEach((part, i, parts) => {
  test(`no serious or critical accessibility violation on the screens without login (${i + 1} of ${parts.length})`, async ({ page }) => {
    test.setTimeout(SCREENS_TIMEOUT);
    expect(await seriousViolationsAt(page, part)).toEqual([]);
  });
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
  await page.goto('/handelsplatz');
  await page.getByTestId('market-offer').first().getByRole('button', { name: 'In den Warenkorb' }).click();
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
  await page.goto('/handelsplatz');
  await page.getByTestId('market-offer').first().getByRole('button', { name: 'In den Warenkorb' }).click();
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
