import { seriousViolations, seriousViolationsAt } from '../axe';
import { expect, test } from '../fixtures';
import { PASSWORD } from '../numbers-db';
import { closeOilpoolDb, insertLiveOffer, swissNumbers } from './oilpool-db';

/**
 * The Swiss brand's screens checked by axe against WCAG 2.1 A and AA, no serious or critical
 * violation: the closed market (its server keeps it closed for the run), the dashboards, the orders
 * and the Pricing Engine in Swiss German with CHF, and the price breakdown.
 */
const db = swissNumbers();
let data: Awaited<ReturnType<typeof db.knownNumbers>>;
test.beforeAll(async () => {
  data = await db.knownNumbers();
  await insertLiveOffer(data.seller.accountId);
});
test.afterAll(async () => {
  await db.removeKnownNumbers([data.seller, data.buyer]);
  await db.close();
  await closeOilpoolDb();
});

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
});

// The buyer accepts the terms in the first test; the second finds them accepted.
test.describe.configure({ mode: 'serial' });

test('no serious or critical accessibility violation on the terms asked at the first login and on the closed market', async ({ page, loginAs }) => {
  test.setTimeout(180_000);
  await loginAs(data.buyer.email, PASSWORD);
  // The oil pool asks a buyer to accept its terms at the first login.
  await page.goto('/handelsplatz');
  await expect(page).toHaveURL(/\/agb$/);
  const found = await seriousViolations(page, 'the terms asked at the first login');
  await page.getByRole('button', { name: 'AGB akzeptieren' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/handelsplatz');
  await expect(page.getByTestId('market-closed')).toBeVisible();
  found.push(...(await seriousViolations(page, 'the closed market')));
  expect(found).toEqual([]);
});

test("no serious or critical accessibility violation on the buyer's dashboard and orders", async ({ page, loginAs }) => {
  test.setTimeout(180_000);
  await loginAs(data.buyer.email, PASSWORD);
  expect(await seriousViolationsAt(page, ['/', '/orders'])).toEqual([]);
});

test("no serious or critical accessibility violation on the seller's dashboard, orders and Pricing Engine", async ({ page, loginAs }) => {
  test.setTimeout(180_000);
  await loginAs(data.seller.email, PASSWORD);
  expect(await seriousViolationsAt(page, ['/', '/orders', '/preis-engine'])).toEqual([]);
});

test("no serious or critical accessibility violation on the seller's offers and an offer's price breakdown", async ({ page, loginAs }) => {
  test.setTimeout(180_000);
  await loginAs(data.seller.email, PASSWORD);
  const found = await seriousViolationsAt(page, ['/meine-angebote']);
  await page.getByTestId('offer-table').locator('tbody tr').filter({ hasText: '29 / 29 cbm' }).getByRole('button', { name: 'Preisaufschlüsselung' }).click();
  await expect(page.getByTestId('offer-breakdown-price')).toHaveText('96.750');
  found.push(...(await seriousViolations(page, 'the price breakdown')));
  expect(found).toEqual([]);
});
