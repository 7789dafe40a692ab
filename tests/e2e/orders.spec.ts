import { expect, test } from './fixtures';
import { closeOrdersDb, incompleteOrderOf, restoreIncomplete } from './orders-db';
import { createBuyer, TEST_PASSWORD as PROFILE_PASSWORD } from './profile-db';

test.describe.configure({ mode: 'serial' });
test.afterAll(closeOrdersDb);

test('the buyer sees its seeded orders and narrows them to one product', async ({ page, loginAs }) => {
  await loginAs('buyer@demo.fuel');
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellungen' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Spot' })).toHaveAttribute('aria-selected', 'true');
  const rows = page.getByTestId('order-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBe(20);

  // The product filter takes several values: its choices fold under a summary.
  await page.getByTestId('orders-productList-summary').click();
  const choices = page.getByRole('group', { name: 'Produkt' }).getByRole('checkbox');
  const names = await page.getByRole('group', { name: 'Produkt' }).locator('label').allInnerTexts();
  expect(names.length).toBeGreaterThan(1);
  const name = names[names.length - 1].trim();
  const filtered = page.waitForResponse((res) => res.url().includes('/api/orderHistory?') && res.url().includes('productList='));
  await choices.last().check();
  expect((await filtered).status()).toBe(200);
  await expect(page.getByTestId('orders-productList-summary')).toHaveText(name);
  await expect(rows.first()).toBeVisible();
  // Every product cell of the table now names the chosen product.
  await expect(page.locator('[data-testid="order-row"] td[data-label="Produkt"]').filter({ hasNotText: name })).toHaveCount(0);
  expect(await rows.count()).toBeGreaterThan(0);

  // A second product: orders of either show.
  const other = names[0].trim();
  const both = page.waitForResponse(
    (res) => res.url().includes('/api/orderHistory?') && decodeURIComponent(res.url()).includes('productList=') && decodeURIComponent(res.url()).includes(','),
  );
  await choices.first().check();
  expect((await both).status()).toBe(200);
  await expect(page.getByTestId('orders-productList-summary')).toHaveText(`${other}, ${name}`);
  await expect(page.locator('[data-testid="order-row"] td[data-label="Produkt"]').filter({ hasNotText: name }).filter({ hasNotText: other })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Trigger' }).click();
  await expect(page.getByText('Trigger-Bestellungen folgen mit den Trigger-Kontrakten')).toBeVisible();
});

test('the seller confirms an INCOMPLETE order, its status changes and the badge count goes down', async ({ page, loginAs }) => {
  const order = await incompleteOrderOf('seller@demo.fuel');
  const since = new Date();
  try {
    await loginAs('seller@demo.fuel');
    const countOf = async (res: import('@playwright/test').Response) => ((await res.json()) as { count: number }).count;
    const isBadgeCount = (res: import('@playwright/test').Response) => res.url().includes('/api/orders/incomplete/count') && res.status() === 200;
    const firstCount = page.waitForResponse(isBadgeCount);
    await page.goto('/orders');
    const before = await countOf(await firstCount);
    const orderId = page.getByLabel('Bestellnr.', { exact: true });
    await orderId.fill(order.orderNumber);
    await orderId.press('Enter');
    const row = page.getByTestId('order-row').filter({ hasText: order.orderNumber });
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    await expect(row.getByText('Unvollständig')).toBeVisible();
    const confirmed = page.waitForResponse((res) => res.url().includes(`/api/orders/${order.id}/actions`));
    const badgeAfter = page.waitForResponse(isBadgeCount);
    await row.getByRole('button', { name: 'Bestätigen' }).click();
    expect((await confirmed).status()).toBe(200);
    // The menu badge refetches its count after the step and shows one INCOMPLETE order fewer.
    expect(await countOf(await badgeAfter)).toBe(before - 1);
    if (before - 1 > 0 && before - 1 <= 99) await expect(page.locator('a[data-menu="orders"] span[aria-label]').first()).toHaveText(String(before - 1));
    await expect(row.getByText('Bestätigt', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Übermitteln' })).toBeVisible();
  } finally {
    await restoreIncomplete(order.id, since);
  }
});

test('the orders screen remembers the table last chosen (fuel or additives) for the next visit', async ({ page, loginAs }) => {
  const buyer = await createBuyer();
  await loginAs(buyer.email, PROFILE_PASSWORD);
  await page.goto('/orders');
  const additives = page.getByRole('radio', { name: 'Additive' });
  await expect(page.getByRole('radio', { name: 'Kraftstoffe' })).toBeChecked();
  const saved = page.waitForResponse((r) => r.url().includes('/api/settings/selectedOrdersMarket') && r.request().method() === 'PUT');
  await additives.check();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(additives).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Kraftstoffe' })).not.toBeChecked();
});
