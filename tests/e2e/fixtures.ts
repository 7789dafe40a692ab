import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** The password of every seeded demo user (prisma/seed.ts). */
export const DEMO_PASSWORD = 'Demo-Passw0rd';

/** A fresh client address per login, so the per-IP login limit of one spec never touches another. */
export function freshIp(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

/**
 * Signs `page` in through next-auth's credentials endpoint, as the login form does, without
 * rendering the form. page.request shares the browser context's cookie jar, so the session
 * cookie lands where the page will use it.
 */
export async function loginViaApi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const headers = { 'x-forwarded-for': freshIp() };
  const csrf = await page.request.get('/api/auth/csrf', { headers });
  expect(csrf.ok()).toBeTruthy();
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await page.request.post('/api/auth/callback/credentials', {
    headers,
    form: { csrfToken, email, password, json: 'true' },
    maxRedirects: 0,
  });
  const location = res.headers()['location'] ?? ((await res.json().catch(() => ({}))) as { url?: string }).url ?? '';
  const error = new URL(location || '/', 'http://localhost').searchParams.get('error');
  if (error) throw new Error(`login as ${email} refused: ${error}`);
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name.endsWith('next-auth.session-token'))).toBeTruthy();
}

/** Makes the basket's required choices (checkout refuses "Bitte wählen"): the first delivery address and payment term. */
export async function chooseDeliveryAndTerm(basket: Locator): Promise<void> {
  for (const label of [/^Lieferadresse/, /^Zahlungsziel/]) {
    const select = basket.getByLabel(label);
    const first = await select.locator('option:not([disabled])').first().getAttribute('value');
    await select.selectOption(first!);
  }
}

/**
 * Lets the market countdown run out on the page's clock (installed with `page.clock.install()`
 * before the page loaded): the page then fetches the market window, as it does at 0.
 */
export async function runCountdownOut(page: Page): Promise<void> {
  const [, minutes, seconds] = /(\d+):(\d\d)/.exec(await page.getByTestId('market-countdown').innerText()) ?? [];
  expect(minutes, 'the market countdown shows minutes and seconds').toBeDefined();
  // The countdown shows whole seconds rounded up; one more second for its next tick.
  await page.clock.fastForward((Number(minutes) * 60 + Number(seconds) + 1) * 1000);
}

/** A main-menu entry where it is: in the header, or in "Mehr" (opened for it) when it did not fit. */
export async function menuEntry(page: Page, name: string | RegExp): Promise<Locator> {
  const menu = page.locator('nav[data-fitted="true"]');
  await expect(menu).toBeVisible();
  const entry = menu.getByRole('link', { name });
  const more = menu.getByRole('button', { name: 'Mehr' });
  if ((await entry.count()) === 0 && (await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  return entry;
}

/**
 * Checks the main-menu entry `name`, found again until `check` holds: a badge that loads or
 * changes (pushed orders, new relationships) changes an entry's width, so entries may move between
 * the header and "Mehr" while the check runs.
 */
export async function untilMenuEntry(page: Page, name: string | RegExp, check: (entry: Locator) => Promise<void>): Promise<void> {
  await expect(async () => check(await menuEntry(page, name))).toPass({ timeout: 15_000 });
}

/**
 * `test` with a `loginAs(email)` fixture, and a check after every test that no page of its browser
 * context broke a rule of the Content Security Policy (Chromium reports each refused script or
 * style in the console): a script without the page's nonce would not run, and the page would not
 * hydrate.
 */
/**
 * Opens the market and puts an offer of the demo data in the basket: the oldest one shown, as other
 * specs add cheap offers of their own and take them away while this one runs.
 */
export async function putDemoOfferInBasket(page: Page): Promise<void> {
  await page.goto('/handelsplatz');
  const offers = page.getByTestId('market-offer');
  await expect(offers.first()).toBeVisible();
  const oldest = Math.min(...(await offers.evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-offer-id'))))));
  await page.locator(`[data-testid="market-offer"][data-offer-id="${oldest}"]`).getByRole('button', { name: 'In den Warenkorb' }).click();
}

/**
 * A text the page could not write (next-intl's errors: a message missing from the locale's file,
 * one that cannot be read), logged by the page, which shows the message's key instead.
 */
const TEXT_ERROR = /\b(?:MISSING_MESSAGE|FORMATTING_ERROR|INVALID_MESSAGE|INVALID_KEY|MISSING_FORMAT)\b/;

/** Collects what `target`'s pages log that breaks a rule: Content Security Policy violations and texts that could not be written. */
export function watchConsole(target: BrowserContext | Page) {
  const found = { policy: [] as string[], texts: [] as string[] };
  target.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().includes('Content Security Policy')) found.policy.push(message.text());
    if (TEXT_ERROR.test(message.text())) found.texts.push(message.text());
  });
  return found;
}

export const test = base.extend<{ loginAs: (email: string, password?: string) => Promise<void>; consoleRules: void }>({
  // Playwright's fixture callback, not React's `use`.
  loginAs: async ({ page }, provide) => {
    await provide((email, password) => loginViaApi(page, email, password));
  },
  consoleRules: [
    async ({ context }, provide) => {
      const found = watchConsole(context);
      await provide();
      expect(found.policy, 'Content Security Policy violations').toEqual([]);
      expect(found.texts, 'texts the page could not write').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
