import type { Page } from '@playwright/test';
import { expect, test, untilMenuEntry } from './fixtures';

const consentCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'cookie_consent');
const banner = (page: Page) => page.getByTestId('cookie-banner');
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Hauptmenü' });

/** The names of every main-menu entry, in the header and in "Mehr". */
async function menuEntryNames(page: Page): Promise<(string | null)[]> {
  const menu = page.locator('nav[data-fitted="true"]');
  await expect(menu).toBeVisible();
  const more = menu.getByRole('button', { name: 'Mehr' });
  if ((await more.count()) && (await more.getAttribute('aria-expanded')) === 'false') await more.click();
  const names = await Promise.all((await menu.getByRole('link').all()).map((link) => link.getAttribute('data-menu')));
  if (await more.count()) await page.keyboard.press('Escape');
  return names;
}

test.describe('cookie banner', () => {
  test('decline stores "necessary" for 30 days and the banner stays away after a reload', async ({ page, loginAs }) => {
    await loginAs('buyer@demo.fuel');
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Ablehnen' }).click();
    await expect(banner(page)).toBeHidden();
    const cookie = await consentCookie(page);
    expect(cookie?.value).toBe('necessary');
    expect(cookie?.sameSite).toBe('Lax');
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('accept stores "analytical"', async ({ page, loginAs }) => {
    await loginAs('buyer@demo.fuel');
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Akzeptieren' }).click();
    await expect(banner(page)).toBeHidden();
    expect((await consentCookie(page))?.value).toBe('analytical');
  });

  test('settings: necessary is fixed, analytical toggled on and confirmed; the footer link reopens it', async ({ page, loginAs }) => {
    await loginAs('buyer@demo.fuel');
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Einstellungen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(dialog.getByRole('switch', { name: /Notwendige Cookies/ })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: /Notwendige Cookies/ })).toBeDisabled();
    const analytical = dialog.getByRole('switch', { name: /Analytische Cookies/ });
    await expect(analytical).not.toBeChecked();
    await analytical.check();
    await dialog.getByRole('button', { name: 'Auswahl bestätigen' }).click();
    await expect(dialog).toBeHidden();
    expect((await consentCookie(page))?.value).toBe('analytical');

    await page.getByTestId('cookie-settings-link').click();
    await expect(dialog.getByRole('switch', { name: /Analytische Cookies/ })).toBeChecked();
    await dialog.getByRole('switch', { name: /Analytische Cookies/ }).uncheck();
    await dialog.getByRole('button', { name: 'Auswahl bestätigen' }).click();
    expect((await consentCookie(page))?.value).toBe('necessary');
  });
});

test.describe('navigation', () => {
  test('the dashboard fetches no page ahead: its menu, tiles and orders fetch a page when it is followed', async ({ page, loginAs, context }) => {
    await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: test.info().project.use.baseURL! }]);
    await loginAs('buyer@demo.fuel');
    const ahead: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The dashboard reloading itself (a new window; an order of the account, placed by another test) fetches nothing ahead.
      if (url.searchParams.has('_rsc') && url.pathname !== '/') ahead.push(url.pathname);
    });
    await page.goto('/');
    const tiles = page.locator('[data-tile]');
    await expect(tiles.first()).toBeVisible();
    await tiles.last().scrollIntoViewIfNeeded();
    // Links are fetched ahead when the browser is idle after they came into view.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(() => setTimeout(done, 200)))));
    expect(ahead).toEqual([]);
    await tiles.filter({ hasText: 'Bestellungen' }).first().click();
    await expect(page).toHaveURL(/\/orders(\?|$)/);
    expect(ahead).toContain('/orders');
  });

  test('a buyer typing the offer-management address never sees that page', async ({ page, loginAs }) => {
    await loginAs('buyer@demo.fuel');
    await page.goto('/');
    await untilMenuEntry(page, 'Handelsplatz', (entry) => expect(entry).toBeVisible({ timeout: 1_000 }));
    expect(await menuEntryNames(page)).not.toContain('offerManagement');

    await page.goto('/meine-angebote');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('heading', { name: 'Meine Angebote' })).toHaveCount(0);

    // Coming from another buyer page the guard sends the buyer back there (or, when it cannot
    // tell where they came from, to the dashboard); never to the seller page.
    await page.goto('/orders');
    await page.goto('/meine-angebote', { referer: new URL('/orders', page.url()).href });
    expect(['/orders', '/']).toContain(new URL(page.url()).pathname);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Meine Angebote');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the menu follows the route table: a seller gets offers and contracts, not the market', async ({ page, loginAs }) => {
    await loginAs('seller@demo.fuel');
    await page.goto('/');
    await untilMenuEntry(page, 'Meine Angebote', (entry) => expect(entry).toBeVisible({ timeout: 1_000 }));
    await untilMenuEntry(page, 'Verträge', (entry) => expect(entry).toBeVisible({ timeout: 1_000 }));
    expect(await menuEntryNames(page)).not.toContain('market');

    // Badge: relationships whose other side is NEW, as the relationships call reports them.
    const answer = await page.request.get('/api/relationships/buyer');
    const { relationships } = (await answer.json()) as { relationships: { other: { status: string } }[] };
    const fresh = relationships.filter((r) => r.other.status === 'NEW').length;
    const label = fresh > 0 ? `Meine Käufer${fresh > 99 ? '99+' : fresh}` : 'Meine Käufer';
    await untilMenuEntry(page, /Meine Käufer/, (buyers) => expect(buyers).toHaveText(label, { timeout: 1_000 }));

    await untilMenuEntry(page, 'Verträge', (entry) => entry.click({ timeout: 1_000 }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verträge');
    await expect(page).toHaveTitle(/Verträge/);
  });

  test("the operator's start page shows what an operator uses, and /orders is no error page for it", async ({ page, loginAs }) => {
    await loginAs('operator@demo.fuel');
    await page.goto('/');
    await expect(page.locator('[data-tile="operatorAccounts"]')).toBeVisible();
    await expect(page.locator('[data-tile="operatorAudit"]')).toBeVisible();
    // Nothing of a trader's start page: no market, no order statistics, no buyer's tiles.
    for (const testId of ['market-panel', 'recent-orders', 'incomplete-orders', 'news-box']) await expect(page.getByTestId(testId)).toHaveCount(0);
    for (const tile of ['market', 'orders', 'reports', 'sellerManagement', 'priceAlert']) await expect(page.locator(`[data-tile="${tile}"]`)).toHaveCount(0);
    // The operator's work queue counts today's orders per brand; no trading screen is offered.
    await expect(page.getByRole('main')).not.toContainText(/Handelsplatz|Meine Verkäufer/);

    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/Fehler \d{3}/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellungen' })).toHaveCount(0);
  });

  test('the language switch turns the menu into English', async ({ page, loginAs }) => {
    await loginAs('buyer@demo.fuel');
    await page.goto('/');
    await expect(mainMenu(page).getByRole('link', { name: 'Bestellungen' })).toBeVisible();
    await page.getByTestId('user-menu-button').click();
    await page.getByLabel('Sprache').selectOption('en');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Market' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bestellungen' })).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');
  });

  test('the help centre is full width, marks the body and titles the page by panel', async ({ page, loginAs }) => {
    await loginAs('buyer@demo.fuel');
    await page.goto('/hilfe-center/glossar/preise');
    await expect(page.locator('body')).toHaveClass(/help-centre/);
    await expect(page).toHaveTitle('Fuelmarket – Glossar');
    await expect(page.getByText('100 Liter bei einer Temperatur von 15 °C', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Übersicht', exact: true }).first().click();
    await expect(page.locator('body')).not.toHaveClass(/help-centre/);
  });
});

test.describe('phone (375 x 812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the bottom bar replaces the header menu and the hamburger opens every entry', async ({ page, loginAs }) => {
    await loginAs('buyer@demo.fuel');
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Ablehnen' }).click();
    await expect(mainMenu(page).first()).toBeHidden();
    const bottomBar = page.getByTestId('bottom-bar');
    await expect(bottomBar).toBeVisible();
    await expect(bottomBar.getByRole('link', { name: 'Handelsplatz' })).toBeVisible();

    await bottomBar.getByRole('link', { name: 'Bestellungen' }).click();
    await expect(page).toHaveURL(/\/orders(\?|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellungen');

    await page.getByTestId('hamburger').click();
    const side = page.getByTestId('side-menu');
    await expect(side).toBeVisible();
    await expect(side.getByRole('link', { name: 'Verträge' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(side).toBeHidden();

    await page.getByTestId('hamburger').click();
    await side.getByRole('link', { name: 'News & Statistik' }).click();
    await expect(page).toHaveURL(/\/statistik$/);
    await expect(side).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News & Statistik');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
