import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { closeOrdersDb, incompleteOrderOf, mailSince, restoreIncomplete } from './orders-db';
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
  const choices = page.getByRole('group', { name: 'Produkt', exact: true }).getByRole('checkbox');
  const names = await page.getByRole('group', { name: 'Produkt', exact: true }).locator('label').allInnerTexts();
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

  // The Trigger tab lists the buyer's trigger orders: the seeded ones of its diesel contract (EKK-<month>-0815).
  await page.getByRole('tab', { name: 'Trigger' }).click();
  await expect(
    page
      .getByTestId('trigger-order')
      .filter({ hasText: /EKK-\d{4}-\d{2}-0815/ })
      .first(),
  ).toBeVisible();
});

test('the buyer narrows the orders to a total typed the German way', async ({ page, loginAs }) => {
  await loginAs('buyer@demo.fuel');
  await page.goto('/orders');
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await page.getByLabel('Gesamt von').fill('30.000,50');
  await page.getByLabel('Gesamt bis').fill('60000');
  await expect(page.getByLabel('Gesamt bis')).toHaveValue('60.000');
  const filtered = page.waitForResponse((res) => res.url().includes('/api/orderHistory?') && res.url().includes('invoiceMin=30000.5&invoiceMax=60000'));
  await page.getByLabel('Gesamt von').locator('xpath=../..').getByRole('button', { name: 'Anwenden' }).click();
  expect((await filtered).status()).toBe(200);
  const totals = page.locator('[data-testid="order-row"] td[data-label="Gesamt"]');
  // The rows before the answer stay on the screen until React has drawn the new ones: wait for those.
  const shown = async () => (await totals.allInnerTexts()).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
  const withinFilter = (amounts: number[]) => amounts.length > 0 && amounts.every((amount) => amount >= 30_000.5 && amount <= 60_000);
  await expect.poll(async () => withinFilter(await shown())).toBe(true);
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
    // Confirming binds the seller: a dialog asks first and names the amount.
    const dialog = page.getByRole('dialog', { name: 'Bestellung bestätigen' });
    await expect(dialog).toContainText(order.orderNumber);
    await expect(dialog.getByTestId('amounts')).toContainText('Brutto');
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    expect((await confirmed).status()).toBe(200);
    await expect(page.getByTestId('notice-saved')).toContainText(`Bestellung ${order.orderNumber} bestätigt.`);
    // The menu badge refetches its count after the step and shows one INCOMPLETE order fewer.
    expect(await countOf(await badgeAfter)).toBe(before - 1);
    if (before - 1 > 0 && before - 1 <= 99) await expect(page.locator('a[data-menu="orders"] span[aria-label]').first()).toHaveText(String(before - 1));
    await expect(row.getByText('Bestätigt', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Übermitteln' })).toBeVisible();
  } finally {
    await restoreIncomplete(order.id, since);
  }
});

test('the seller declines an order with a reason; the buyer gets it by e-mail and both see it in the order detail', async ({ page, loginAs }) => {
  test.setTimeout(120_000);
  const order = await incompleteOrderOf('seller@demo.fuel');
  const since = new Date();
  try {
    await loginAs('seller@demo.fuel');
    await page.goto('/orders');
    const orderId = page.getByLabel('Bestellnr.', { exact: true });
    await orderId.fill(order.orderNumber);
    await orderId.press('Enter');
    const row = page.getByTestId('order-row').filter({ hasText: order.orderNumber });
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    // "Bestätigen" is the primary action; "Ablehnen" asks first, and for a reason.
    await expect(row.getByRole('button', { name: 'Bestätigen' })).toHaveClass(/primary/);
    await row.getByRole('button', { name: 'Ablehnen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bestellung ablehnen' });
    await dialog.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(dialog.getByText('Bitte geben Sie an, warum Sie die Bestellung ablehnen.')).toBeVisible();
    expect(await seriousViolations(page, 'the decline dialog with its error')).toEqual([]);
    await dialog.getByLabel(/^Begründung/).fill('Terminal wegen Wartung gesperrt');
    await dialog.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(row.getByText('Abgelehnt', { exact: true })).toBeVisible();
    const mail = await mailSince(order.buyerEmail, since);
    // The subject and the body name the status as the order screens do.
    expect(mail?.subject).toBe(`Bestellung ${order.orderNumber}: Abgelehnt`);
    expect(mail?.body).toContain('Status: Abgelehnt.');
    expect(mail?.body).toContain('Begründung: Terminal wegen Wartung gesperrt');

    await row.getByRole('link', { name: order.orderNumber }).click();
    await expect(page).toHaveURL(`/orders/${order.id}`);
    const detail = page.getByTestId('order-detail');
    await expect(detail.getByRole('heading', { name: `Bestellung ${order.orderNumber}` })).toBeVisible();
    const steps = detail.getByTestId('order-history-steps').locator('tbody tr');
    await expect(steps.last()).toContainText('Abgelehnt');
    await expect(steps.last()).toContainText('Terminal wegen Wartung gesperrt');
    await expect(steps.last()).toContainText('Nordsee Mineralöl AG');
    // The way back shows the list as it was left: the filter is still set.
    await detail.getByRole('link', { name: 'Zurück zu den Bestellungen' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders\\?.*orderId=${order.orderNumber}`));
    await expect(page.getByLabel('Bestellnr.', { exact: true })).toHaveValue(order.orderNumber);
    await expect(page.getByTestId('order-row')).toHaveCount(1);

    await loginAs(order.buyerEmail);
    await page.goto(`/orders/${order.id}`);
    await expect(detail.getByRole('heading', { name: `Bestellung ${order.orderNumber}` })).toBeVisible();
    for (const label of [
      'Produkt',
      'Terminal',
      'Verkäufer',
      'Menge',
      'Preis',
      'Netto',
      'Brutto',
      'Abholnummer',
      'Kontraktnummer',
      'Zahlungsziel',
      'Lieferadresse',
    ]) {
      await expect(detail.locator('dt', { hasText: label }).first()).toBeVisible();
    }
    await expect(steps.first()).toContainText('Bestellt');
    await expect(steps.last()).toContainText('Terminal wegen Wartung gesperrt');

    // Another company's user finds no such order.
    await loginAs('buyer2@demo.fuel');
    await page.goto(`/orders/${order.id}`);
    await expect(detail).toHaveCount(0);
    await expect(page.getByText(order.orderNumber)).toHaveCount(0);
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
