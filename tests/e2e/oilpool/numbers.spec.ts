import { expect, test } from '../fixtures';
import { PASSWORD } from '../numbers-db';
import { accountIdOf, closeOilpoolDb, swissNumbers } from './oilpool-db';

/**
 * The Swiss brand on its own server: Swiss German, CHF and three decimals for prices. Every number
 * in the Swiss style (dot decimal, apostrophe thousands), every price unit and money label in CHF.
 * Nothing here needs an open market: the Swiss test server's market is closed.
 */
const db = swissNumbers();
let data: Awaited<ReturnType<typeof db.knownNumbers>>;
test.beforeAll(async () => {
  data = await db.knownNumbers();
});
test.afterAll(async () => {
  await db.removeKnownNumbers([data.seller, data.buyer]);
  await db.close();
  await closeOilpoolDb();
});

test('the seller reads known values in the Swiss style, in CHF with three decimals', async ({ page, loginAs }) => {
  await loginAs(data.seller.email, PASSWORD);

  await page.goto('/preis-engine');
  for (const duty of ['6.135 CHF/100L15', '47.04 CHF/100L15']) await expect(page.getByText(duty, { exact: true })).toBeVisible();

  await page.goto('/meine-angebote');
  const row = page.getByTestId('offer-table').locator('tbody tr');
  await expect(row).toContainText('29 / 29 cbm');
  await expect(row).toContainText('1.5 – 29 cbm');
  await row.getByRole('button', { name: 'Preisaufschlüsselung' }).click();
  const breakdown = page.getByTestId('offer-breakdown');
  await expect(breakdown).toContainText('95.5 CHF/100L15');
  await expect(breakdown.getByRole('columnheader', { name: 'Betrag (CHF/100L15)' })).toBeVisible();
  await expect(page.getByTestId('offer-breakdown-price')).toHaveText('96.750');
  await page.getByRole('dialog').getByRole('button', { name: 'Schliessen' }).click();

  // The offer form's price fields name the brand's currency.
  await page.getByRole('button', { name: 'Neues Angebot' }).click();
  const form = page.getByRole('form', { name: 'Neues Angebot anlegen' });
  for (const label of ['Auf-/Abschlag (CHF/100L15)', 'Mindestpreis (CHF/100L15)', 'Maximaler Preisrückgang (CHF/100L15)']) {
    await expect(form.getByLabel(label)).toBeVisible();
  }

  // The oil pool shows the table of INCOMPLETE orders on the dashboard: with the order list's and the badge's label.
  await page.goto('/');
  await expect(page.getByTestId('incomplete-orders').locator('li').filter({ hasText: '29 cbm' }).getByTestId('recent-order-status')).toHaveText(
    'Unvollständig',
  );

  await page.goto('/orders');
  const order = page.getByTestId('order-row').filter({ hasText: '29 cbm' });
  await expect(order).toContainText('95.500');
  await expect(order).toContainText("CHF 32'957.05");
  await expect(order.getByText('Unvollständig')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Preis \(CHF\/100L15\)/ })).toBeVisible();
  await expect(page.locator('[data-menu="orders"] [aria-label="Unvollständig: 2"]').first()).toBeAttached();

  await page.goto('/statistik');
  const ranking = page.getByTestId('ranking-report').getByTestId('ranking-row').filter({ hasText: 'E2E Zahlen BUYER' });
  await expect(ranking.getByTestId('ranking-volume')).toHaveText("1'234.5");
});

test("the operator's shareholder terms name CHF", async ({ page, loginAs }) => {
  await loginAs('operator@demo.fuel');
  await page.goto(`/betrieb/konten/${await accountIdOf('Müller Filiale Pforzheim')}`);
  await expect(page.getByLabel('Preisanpassung (CHF/100L15)')).toBeVisible();
  await expect(page.getByLabel('Kreditlimit (CHF)')).toBeVisible();
});
