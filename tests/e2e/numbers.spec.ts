import { expect, test } from './fixtures';
import { numbersDb, PASSWORD } from './numbers-db';

/**
 * Every number through the one formatter (platform-shell 5): German style on the first brand's
 * pages, Swiss style (dot decimal, apostrophe thousands) where the language is de-CH. The market
 * is open at any hour in the test server (MARKET_ALWAYS_OPEN), and the offer has no daily hours.
 */
const db = numbersDb();
let data: Awaited<ReturnType<typeof db.knownNumbers>>;
test.beforeAll(async () => {
  data = await db.knownNumbers();
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
    const row = page.getByTestId('offer-table').locator('tbody tr');
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
