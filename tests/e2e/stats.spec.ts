import { expect, test } from './fixtures';
import { closeStatsDb, restoreSavedFilters, takeSavedFilters } from './stats-db';
import { parseDay } from '../../lib/format/dates';

const BUYER = 'buyer@demo.fuel';
let saved: Awaited<ReturnType<typeof takeSavedFilters>> = [];

test.beforeAll(async () => {
  saved = await takeSavedFilters(BUYER);
});
test.afterAll(async () => {
  await restoreSavedFilters(BUYER, saved);
  await closeStatsDb();
});

test.describe.configure({ mode: 'serial' });

test('the buyer sees the seller ranking, switches to "Woche", and the choice is kept', async ({ page, loginAs }) => {
  await loginAs(BUYER);
  await page.goto('/statistik');
  await expect(page.getByRole('heading', { level: 1, name: 'News & Statistik' })).toBeVisible();
  const report = page.getByTestId('ranking-report');
  await expect(report.getByRole('columnheader', { name: 'Verkäufer' })).toBeVisible();
  const nordsee = report.getByTestId('ranking-row').filter({ hasText: 'Nordsee Mineralöl AG' });
  await expect(nordsee).toBeVisible();
  await expect(nordsee.getByTestId('ranking-volume')).toHaveText(/^\d{1,3}(\.\d{3})*(,\d+)?$/);
  const allVolume = await nordsee.getByTestId('ranking-volume').innerText();
  await expect(report.getByTestId('ranking-total')).toContainText('Gesamtvolumen');
  await expect(report.getByTestId('ranking-chart')).toBeVisible();

  const weekly = page.waitForResponse(
    (res) => res.url().includes('/api/orders/orderStats?') && res.url().includes('dayQuery=7') && res.url().includes('ACCOUNT_RANKING'),
  );
  const week = report.getByRole('button', { name: 'Woche' });
  await week.click();
  expect((await weekly).status()).toBe(200);
  await expect(week).toHaveAttribute('aria-pressed', 'true');
  // The pickers show the quick range as DD.MM.YYYY: today and the six days before.
  const day = async (label: string) => Date.parse(parseDay(await report.getByLabel(label).inputValue())!);
  expect((await day('Bis')) - (await day('Von'))).toBe(6 * 86_400_000);
  await expect(nordsee.getByTestId('ranking-volume')).not.toHaveText(allVolume);

  // Saved per user: a reload restores "Woche".
  await page.reload();
  await expect(page.getByTestId('ranking-report').getByRole('button', { name: 'Woche' })).toHaveAttribute('aria-pressed', 'true');
});

test('the dashboard shows the ranking widget and the most recent orders', async ({ page, loginAs }) => {
  await loginAs(BUYER);
  await page.goto('/');
  const widget = page.getByTestId('ranking-widget');
  await expect(widget.getByRole('heading', { name: 'Rangliste der letzten 30 Tage' })).toBeVisible();
  await expect(widget.getByTestId('ranking-row').filter({ hasText: 'Nordsee Mineralöl AG' })).toBeVisible();
  const recent = page.getByTestId('recent-orders');
  await expect(recent.getByRole('listitem')).toHaveCount(5);
  await expect(recent.getByRole('link', { name: 'Alle Bestellungen' })).toHaveAttribute('href', '/orders');
});
