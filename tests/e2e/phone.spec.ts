import { expect, test } from './fixtures';
import { createBuyer, TEST_PASSWORD } from './profile-db';

/** A phone (390 x 844): the bottom bar and the settings tabs as a trader on the road sees them. */
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
});

test('the bottom bar lists its entries in the main menu order, each with an icon, and marks the open screen', async ({ page, loginAs }) => {
  await loginAs('buyer@demo.fuel');
  await page.goto('/orders');
  const bar = page.getByTestId('bottom-bar');
  const barNames = await bar.getByRole('link').allInnerTexts();
  expect(barNames).toHaveLength(4);
  expect(barNames).toContain('Handelsplatz');

  await page.getByTestId('hamburger').click();
  const menuNames = await page.getByTestId('side-menu').getByRole('link').allInnerTexts();
  expect(menuNames.filter((name) => barNames.includes(name))).toEqual(barNames);
  await page.keyboard.press('Escape');

  for (const link of await bar.getByRole('link').all()) await expect(link.locator('svg')).toHaveCount(1);
  await expect(bar.getByRole('link', { name: 'Bestellungen' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: 'Handelsplatz' })).not.toHaveAttribute('aria-current', 'page');
});

test('the settings tab bar wraps: every tab, "Unternehmensdaten" and "Lieferadressen" included, is on the screen', async ({ page, loginAs }) => {
  const admin = await createBuyer({ isAdmin: true });
  await loginAs(admin.email, TEST_PASSWORD);
  await page.goto('/profil/lieferadressen');
  const tabs = page.getByRole('navigation', { name: 'Bereiche der Einstellungen' });
  await expect(tabs.locator('[aria-current="page"]')).toHaveText('Lieferadressen');
  await expect(tabs.getByRole('link', { name: 'Unternehmensdaten' })).toBeVisible();
  for (const tab of await tabs.getByRole('link').all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
});

test('the orders screen folds its filters behind a button, so the first order is on the first screen', async ({ page, loginAs }) => {
  await loginAs('buyer@demo.fuel');
  await page.goto('/orders');
  const first = page.getByTestId('order-row').first();
  await expect(first).toBeVisible();
  await expect(page.getByTestId('orders-productList-summary')).toBeHidden();
  const box = (await first.boundingBox())!;
  expect(box.y).toBeLessThan(844);

  const toggle = page.getByRole('button', { name: 'Filter anzeigen' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByTestId('orders-productList-summary')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filter ausblenden' })).toHaveAttribute('aria-expanded', 'true');
});
