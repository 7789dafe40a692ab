import Decimal from 'decimal.js';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { numbersDb, PASSWORD } from './numbers-db';

/**
 * Every number through the one formatter (platform-shell 5): German style on the first brand's
 * pages, Swiss style (dot decimal, apostrophe thousands) where the language is de-CH. The market
 * is open at any hour in the test server (MARKET_ALWAYS_OPEN), and the offer has no daily hours.
 */
const db = numbersDb();
let data: Awaited<ReturnType<typeof db.knownNumbers>>;
let liveOfferId: number;
test.beforeAll(async () => {
  data = await db.knownNumbers();
  liveOfferId = await db.liveOffer(data.seller.accountId, { terminal: 'IN1', fxSymbol: 'EUR/USD' });
});
test.afterAll(async () => {
  await db.removeKnownNumbers([data.seller, data.buyer]);
  await db.close();
});

const STYLES = [
  {
    locale: 'de',
    duties: ['6,135 EUR/100L15', '47,04 EUR/100L15'],
    fixed: '95,5 EUR/100L15',
    price: '96,75',
    orderRange: '1,5 – 29 cbm',
    orderPrice: '95,50',
    gross: '32.957,05 €',
    ranking: '1.234,5',
  },
  {
    locale: 'de-CH',
    duties: ['6.135 EUR/100L15', '47.04 EUR/100L15'],
    fixed: '95.5 EUR/100L15',
    price: '96.75',
    orderRange: '1.5 – 29 cbm',
    orderPrice: '95.50',
    gross: "32'957.05 €",
    ranking: "1'234.5",
  },
] as const;

for (const style of STYLES) {
  test(`the seller reads known values in the ${style.locale} style`, async ({ page, loginAs, baseURL }) => {
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: style.locale, url: baseURL! }]);
    await loginAs(data.seller.email, PASSWORD);

    await page.goto('/preis-engine');
    for (const duty of style.duties) await expect(page.getByText(duty, { exact: true })).toBeVisible();

    await page.goto('/meine-angebote');
    const row = page.getByTestId('offer-table').locator(`tbody tr[data-offer-id="${data.offerId}"]`);
    await expect(row).toContainText('29 / 29 cbm');
    await expect(row).toContainText(style.orderRange);
    await row.getByRole('button', { name: 'Preisaufschlüsselung' }).click();
    const breakdown = page.getByTestId('offer-breakdown');
    await expect(breakdown).toContainText(style.fixed);
    await expect(breakdown.getByRole('columnheader', { name: 'Betrag (EUR/100L15)' })).toBeVisible();
    await expect(page.getByTestId('offer-breakdown-price')).toHaveText(style.price);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Schlie(ß|ss)en/ })
      .click();

    // The dashboard, the order list and the badge name an INCOMPLETE order alike for the seller.
    await page.goto('/');
    await expect(page.getByTestId('recent-orders').locator('li').filter({ hasText: '29 cbm' }).getByTestId('recent-order-status')).toHaveText('Unvollständig');

    await page.goto('/orders');
    const order = page.getByTestId('order-row').filter({ hasText: '29 cbm' });
    await expect(order).toContainText(style.orderPrice);
    await expect(order).toContainText(style.gross);
    await expect(order.getByText('Unvollständig')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Preis \(EUR\/100L15\)/ })).toBeVisible();
    // The badge names the INCOMPLETE orders as the seller's list does.
    await expect(page.locator('[data-menu="orders"] [aria-label="Unvollständig: 2"]').first()).toBeAttached();

    await page.goto('/statistik');
    const ranking = page.getByTestId('ranking-report').getByTestId('ranking-row').filter({ hasText: 'E2E Zahlen BUYER' });
    await expect(ranking.getByTestId('ranking-volume')).toHaveText(style.ranking);
  });
}

/**
 * `value` written in a locale's style, worked out here rather than by the platform's formatter: its
 * own decimals without trailing zeros, or `places` of them rounded half up.
 */
function styled(value: string, locale: 'de' | 'de-CH', places?: number) {
  const [integer, fraction] = (places === undefined ? new Decimal(value).toFixed() : new Decimal(value).toFixed(places)).split('.');
  const [group, decimal] = locale === 'de' ? ['.', ','] : ["'", '.'];
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, group) + (fraction ? decimal + fraction : '');
}

/** The body of the newest answer of the API at `path` the page received, as the screen shows it. */
function newestAnswer<T>(page: Page, path: string) {
  let newest: T | undefined;
  page.on('response', async (res) => {
    if (new URL(res.url()).pathname === path && res.ok()) newest = (await res.json()) as T;
  });
  return () => {
    if (!newest) throw new Error(`no answer of ${path} yet`);
    return newest;
  };
}

for (const locale of ['de', 'de-CH'] as const) {
  test(`the seller reads a live-priced offer's engine price and its breakdown, USD/mt and the FX rate, in the ${locale} style`, async ({
    page,
    loginAs,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL! }]);
    await loginAs(data.seller.email, PASSWORD);
    const offers = newestAnswer<{ offers: { id: number; currentPrice: string | null }[] }>(page, '/api/offers/mine');
    const breakdown = newestAnswer<{ price: string | null; breakdown: { step: string; value: string; unit: string | null }[] }>(
      page,
      `/api/pricing/offers/${liveOfferId}/breakdown`,
    );
    await page.goto('/meine-angebote');
    const row = page.getByTestId('offer-table').locator(`tbody tr[data-offer-id="${liveOfferId}"]`);
    await expect(row).toContainText('Live-Preis');
    // My offers shows the engine's current price of the live offer, with the brand's two decimals.
    await expect(async () => {
      const { currentPrice } = offers().offers.find((o) => o.id === liveOfferId)!;
      expect(currentPrice).not.toBeNull();
      expect(await row.getByTestId('offer-current-price').innerText()).toBe(`${styled(currentPrice!, locale, 2)} EUR/100L15`);
    }).toPass();

    await row.getByRole('button', { name: 'Preisaufschlüsselung' }).click();
    const table = page.getByTestId('offer-breakdown');
    await expect(async () => {
      const answer = breakdown();
      const ice = answer.breakdown.find((line) => line.unit === 'USD/METRIC_TONNE')!;
      const fx = answer.breakdown.find((line) => line.unit === 'EUR/USD')!;
      expect([ice.step, fx.step]).toEqual(['ICE_LIVE', 'FX_LIVE_SYMBOL']);
      // The units as the spec's unit options label them; the values as entered, in the reader's style.
      await expect(table.getByRole('cell', { name: `${styled(ice.value, locale)} USD/mt`, exact: true })).toBeVisible({ timeout: 1000 });
      await expect(table.getByRole('cell', { name: `${styled(fx.value, locale)} EUR/USD`, exact: true })).toBeVisible({ timeout: 1000 });
      await expect(page.getByTestId('offer-breakdown-price')).toHaveText(styled(answer.price!, locale, 2), { timeout: 1000 });
    }).toPass();
    await expect(table).not.toContainText('METRIC_TONNE');
  });
}

test('the buyer sees the same INCOMPLETE order as "Offen" on the dashboard and in the order list', async ({ page, loginAs }) => {
  await loginAs(data.buyer.email, PASSWORD);
  await page.goto('/');
  await expect(page.getByTestId('recent-orders').getByTestId('recent-order-status').first()).toHaveText('Offen');
  await expect(page.getByTestId('recent-orders')).toContainText('29 cbm');
  // The order number leads from the dashboard to the order's detail view.
  await page.getByTestId('recent-orders').locator('li').filter({ hasText: '29 cbm' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByRole('main')).toContainText('32.957,05 €');
  await expect(page.getByRole('main')).toContainText('Offen');
  await page.goto('/orders');
  const order = page.getByTestId('order-row').filter({ hasText: '29 cbm' });
  await expect(order.getByText('Offen')).toBeVisible();
  await expect(order).toContainText('32.957,05 €');
});
