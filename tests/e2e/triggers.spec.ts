import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, loginViaApi, test } from './fixtures';
import { removeContract } from './triggers-db';

/** Berlin wall-clock "HH:mm" and month `offsetMinutes` from now: the contract's trigger times hold whenever the spec runs. */
function berlin(offsetMinutes: number) {
  const at = new Date(Date.now() + offsetMinutes * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { time: `${parts.hour}:${parts.minute}`, month: `${parts.year}-${parts.month}` };
}

/**
 * A seeded lifting period that lies wholly within one month, and that month: "Prompt" (today to 3
 * days on), or in a month's last three days "Folgewoche" (7 to 14 days on, all in the next month).
 */
function periodWithinMonth() {
  const DAY = 24 * 60;
  return berlin(3 * DAY).month === berlin(0).month
    ? { label: 'Prompt (1–3 Tage)', month: berlin(0).month }
    : { label: 'Folgewoche', month: berlin(7 * DAY).month };
}

/** How many trigger orders wait for the seller's confirmation, as the server counts them. */
async function pendingCount(page: Page) {
  const res = await page.request.get('/api/triggers/orders?orderStatusList=PENDING&pageLimit=1');
  return ((await res.json()) as { metadata: { total: number } }).metadata.total;
}

/**
 * Trigger contracts end to end (issue 11): seller@demo.fuel writes a diesel contract with one
 * trigger a day for buyer@demo.fuel, the buyer triggers part of it at the price shown, after which
 * its trigger button is off and says why; the seller's badge counts the waiting orders, the
 * seller confirms, and both find it in the Orders screen's Trigger tab.
 */
test('write a contract, trigger at the shown price, confirm, see it in the Trigger tab', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const ekk = `EKK-E2E-${randomUUID().slice(0, 8)}`;
  const consent = [{ name: 'cookie_consent', value: 'necessary', url: baseURL! }];
  const sellerContext = await browser.newContext();
  await sellerContext.addCookies(consent);
  const seller = await sellerContext.newPage();
  const buyerContext = await browser.newContext();
  await buyerContext.addCookies(consent);
  const buyer = await buyerContext.newPage();
  const lifting = periodWithinMonth();
  try {
    await loginViaApi(seller, 'seller@demo.fuel');
    await test.step('the seller writes the contract', async () => {
      await seller.goto('/verträge-management');
      await seller.getByRole('button', { name: 'Neuer Kontrakt' }).click();
      const form = seller.getByRole('dialog');
      await form.getByLabel('Käufer').selectOption({ label: 'Heizöl Müller GmbH' });
      await form.getByLabel('Terminal').selectOption({ label: 'Hamburg Hafen' });
      await form.getByLabel('EKK-Nummer').fill(ekk);
      await form.getByLabel('Liefermonat (JJJJ-MM)').fill(lifting.month);
      await form.getByLabel('Monatsmenge (cbm)').fill('100');
      await form.getByLabel('Mindestmenge je Trigger (cbm)').fill('1');
      await form.getByLabel('Höchstmenge je Trigger (cbm)').fill('50');
      await form.getByLabel('Trigger ab (HH:mm)').fill(berlin(-120).time);
      await form.getByLabel('Trigger bis (HH:mm)').fill(berlin(120).time);
      await form.getByLabel('Trigger je Tag').fill('1');
      await form.getByLabel('Aufschlag', { exact: true }).fill('1,50');
      await form.getByLabel('Diesel B7 (%)').fill('100');
      for (const day of ['Sa', 'So']) await form.getByLabel(day, { exact: true }).check();
      await form.getByRole('button', { name: 'Speichern' }).click();
      await expect(form).toHaveCount(0);
      await expect(seller.getByTestId('seller-contract').filter({ hasText: ekk })).toContainText('Heizöl Müller GmbH');
    });

    await loginViaApi(buyer, 'buyer@demo.fuel');
    let orderNumber = '';
    await test.step('the buyer triggers 10 cbm at the price shown; then its daily count is used up', async () => {
      await buyer.goto('/verträge-management');
      const contract = buyer.getByTestId('trigger-contract').filter({ hasText: ekk });
      await expect(contract.getByTestId('trigger-price')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2} EUR\/100L15$/);
      await contract.getByRole('button', { name: 'Triggern' }).click();
      const checkout = buyer.getByRole('dialog');
      await checkout.getByLabel('Menge (cbm)').fill('10');
      await checkout.getByLabel('Abholzeitraum').selectOption({ label: lifting.label });
      await checkout.getByLabel('Ich akzeptiere die Allgemeinen Geschäftsbedingungen.').check();
      await checkout.getByLabel('Ich habe die Buchung geprüft.').check();
      const shown = checkout.getByTestId('checkout-price');
      let price = (await shown.innerText()).split('Diesel B7')[1].trim();
      let windowId = await shown.getAttribute('data-window-id');
      await checkout.getByRole('button', { name: 'Triggern' }).click();
      const completion = checkout.getByTestId('trigger-completion');
      const again = checkout.getByRole('button', { name: 'Zum neuen Preis triggern' });
      // A new market window (every minute on the test server) between showing and sending: its price is shown and asked for again.
      for (;;) {
        await expect(completion.or(again)).toBeVisible();
        if (!(await again.isVisible())) break;
        price = (await shown.innerText()).split('Diesel B7')[1].trim();
        windowId = await shown.getAttribute('data-window-id');
        await again.click();
      }
      await expect(completion).toContainText(/-T-\d{7}/);
      orderNumber = /([A-Z]+-[A-Z]+-T-\d{7})/.exec(await completion.innerText())![1];
      // The price fixed is the price shown, of the window shown.
      await expect(completion).toHaveAttribute('data-window-id', windowId!);
      const fixed = (await completion.getByTestId('trigger-fixed-price').innerText()).split('·')[1].trim();
      expect(fixed).toBe(price);
      // The completion shows how the price came about, down to the contract's premium.
      await expect(completion.getByTestId('trigger-breakdown')).toContainText('Energiesteuer');
      await expect(completion.getByTestId('trigger-breakdown-price')).toHaveText(fixed.replace(' EUR/100L15', ''));
      await checkout.getByRole('button', { name: 'Schließen' }).click();
      await expect(contract.getByRole('button', { name: 'Triggern' })).toBeDisabled();
      await expect(contract.getByTestId('trigger-blocked')).toHaveText('Das Tageslimit von 1 Triggern ist erreicht.');
    });

    await test.step('the seller confirms it, and both see it confirmed in the Trigger tab', async () => {
      await seller.goto('/verträge-management');
      await expect(seller.getByTestId('trigger-badge')).toHaveText(String(await pendingCount(seller)));
      const pending = seller.getByTestId('trigger-pending').getByTestId('trigger-order').filter({ hasText: orderNumber });
      await pending.getByRole('button', { name: 'Bestätigen' }).click();
      await expect(pending).toHaveCount(0);
      const waiting = await pendingCount(seller);
      if (waiting > 0) await expect(seller.getByTestId('trigger-badge')).toHaveText(String(waiting));
      else await expect(seller.getByTestId('trigger-badge')).toHaveCount(0);
      for (const page of [seller, buyer]) {
        await page.goto('/orders');
        await page.getByRole('tab', { name: 'Trigger' }).click();
        await expect(page.getByTestId('trigger-order').filter({ hasText: orderNumber })).toContainText('Bestätigt');
      }
    });
  } finally {
    await removeContract(ekk);
  }
});

test('a seller without the triggers feature sees no Trigger tab on the Orders screen', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
  await loginViaApi(page, 'seller2@demo.fuel');
  await page.goto('/orders');
  await expect(page.getByRole('tab', { name: 'Spot' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Trigger' })).toHaveCount(0);
});
