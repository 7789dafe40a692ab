import { deleteTargetOrders, targetOrderStates } from './target-orders-db';
import { expect, test } from './fixtures';

/**
 * The Preiswunsch screen, a tab beside the price alerts: the demo buyer's open and filled orders,
 * a new one placed and cancelled. Filling is covered by tests/integration/target-orders.test.ts,
 * which evaluates windows with clocks of its own.
 */
const BUYER = 'buyer@demo.fuel';
// A volume no other order of the demo buyer has, so this spec finds and removes its own.
const VOLUME = '17.125';
test.afterAll(() => deleteTargetOrders(BUYER, VOLUME));

test('a buyer reaches Preiswunsch from the price alerts, sees the demo orders, places one and cancels it', async ({ page, loginAs, context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
  await loginAs(BUYER);
  await page.goto('/preisalarm');
  await page.getByRole('tab', { name: 'Preiswunsch' }).click();
  await expect(page).toHaveURL(/\/preiswunsch$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Preiswunsch' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Preiswunsch' })).toHaveAttribute('aria-selected', 'true');

  const rows = page.getByTestId('target-order');
  await expect(rows.filter({ has: page.locator('[data-status="FILLED"]') })).toHaveCount(1);
  const filled = rows.filter({ has: page.locator('[data-status="FILLED"]') });
  await expect(filled.getByRole('link')).toHaveAttribute('href', /^\/orders\/\d+$/);

  const form = page.getByTestId('target-order-form');
  await form.getByLabel('Produkt').selectOption({ label: 'Heizöl EL schwefelarm' });
  // The buyer's best price now, as the market would charge it.
  await expect(form.getByTestId('best-price')).toContainText(/Bester Preis jetzt: [\d.]+,\d{2} EUR\/100L15|Zurzeit kein Angebot/);
  await form.getByLabel('Menge (cbm)').fill('17,125');
  // Below every offer there can be, the market-table spec's heating oil at 1,00 included: it stays open.
  await form.getByLabel('Preislimit netto (EUR/100L15)').fill('0,50');
  await form.getByRole('button', { name: 'Preiswunsch anlegen' }).click();
  await expect(page.getByTestId('notice-saved')).toContainText('Der Preiswunsch ist angelegt.', { timeout: 30_000 });
  const mine = rows.filter({ hasText: '0 von 17,125' });
  await expect(mine.locator('[data-status="OPEN"]')).toBeVisible();
  expect(await targetOrderStates(BUYER, VOLUME)).toEqual(['OPEN']);

  await mine.getByRole('button', { name: 'Stornieren: Heizöl EL schwefelarm' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('wird danach nicht mehr ausgeführt');
  await dialog.getByRole('button', { name: 'Stornieren' }).click();
  await expect(mine.locator('[data-status="CANCELLED"]')).toBeVisible();
  expect(await targetOrderStates(BUYER, VOLUME)).toEqual(['CANCELLED']);
});
