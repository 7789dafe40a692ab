import { randomUUID } from 'node:crypto';
import { alertsWithNote, deleteAlertsWithNote, insertTriggeredAlert } from './alerts-db';
import { expect, test } from './fixtures';

/**
 * The price alert screen: a buyer creates, sees and deletes alerts in the UI. Triggering is
 * covered by tests/integration/alerts.test.ts, which calls evaluateAlerts directly (a browser
 * test cannot, and waiting for the server's market loop would make this spec minutes long).
 */
const note = `E2E Alarm ${randomUUID().slice(0, 8)}`;
test.afterAll(() => deleteAlertsWithNote(note));

test('a buyer creates a price alert, sees it with a triggered one, and deletes it', async ({ page, loginAs, context, baseURL }) => {
  // The cookie choice is made: the banner would cover the list's last buttons.
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
  await loginAs('buyer@demo.fuel');
  await insertTriggeredAlert('buyer@demo.fuel', note);
  await page.goto('/preisalarm');
  await expect(page.getByRole('heading', { level: 1, name: 'Preisalarm' })).toBeVisible();

  const form = page.getByTestId('alert-form');
  await form.getByLabel('Produkt').selectOption({ label: 'Heizöl EL schwefelarm' });
  await form.getByLabel('Terminal').selectOption({ label: 'Hamburg Hafen' });
  await form.getByLabel('Bedingung').selectOption('GTE');
  // A negative price is only for price drops: refused for "größer oder gleich" before sending.
  await form.getByLabel('Preis (EUR/100L15)').fill('-2,50');
  await form.getByRole('button', { name: 'Preisalarm anlegen' }).click();
  await expect(form.getByText('Negative Werte sind nur für Preisrückgänge')).toBeVisible();
  expect(await alertsWithNote(note)).toHaveLength(1);

  await form.getByLabel('Preis (EUR/100L15)').fill('85,75');
  await form.getByLabel('Abholzeitraum').selectOption('PROMPT');
  await form.getByLabel('Notiz').fill(note);
  await form.getByRole('button', { name: 'Preisalarm anlegen' }).click();
  // The first call may wait for the dev server to compile the route.
  await expect(page.getByRole('status').filter({ hasText: 'Der Preisalarm wurde angelegt.' })).toBeVisible({ timeout: 30_000 });

  const rows = page.getByTestId('price-alert').filter({ hasText: note });
  await expect(rows).toHaveCount(2);
  const created = rows.filter({ hasText: 'Heizöl EL schwefelarm' });
  await expect(created).toHaveAttribute('data-status', 'ACTIVE');
  await expect(created).toContainText('85,75');
  await expect(created).toContainText('größer oder gleich');
  await expect(created).toContainText('Hamburg Hafen');
  await expect(created).toContainText('Prompt');
  await expect(created).toContainText('aktiv');
  const triggered = rows.filter({ hasText: 'Diesel B7' });
  await expect(triggered).toHaveAttribute('data-status', 'TRIGGERED');
  await expect(triggered).toContainText('ausgelöst');
  expect(await alertsWithNote(note)).toContainEqual({ status: 'ACTIVE', price: '85.7500', operator: 'GTE', liftingPeriodType: 'PROMPT' });

  await created.getByRole('button', { name: /Löschen/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Heizöl EL schwefelarm in Hamburg Hafen');
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Der Preisalarm wurde gelöscht.' })).toBeVisible();
  await expect(rows).toHaveCount(1);
  expect(await alertsWithNote(note)).toEqual([expect.objectContaining({ status: 'TRIGGERED' })]);
});

test('the alert list fits a phone screen', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await loginAs('buyer@demo.fuel');
  await insertTriggeredAlert('buyer@demo.fuel', note);
  await page.goto('/preisalarm');
  await expect(page.getByTestId('price-alert').filter({ hasText: note }).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a seller is kept off the price alert screen', async ({ page, loginAs }) => {
  await loginAs('seller@demo.fuel');
  await page.goto('/preisalarm');
  await expect(page).not.toHaveURL(/preisalarm/);
});
