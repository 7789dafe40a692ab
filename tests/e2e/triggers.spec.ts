import { randomUUID } from 'node:crypto';
import { expect, loginViaApi, test } from './fixtures';
import { removeContract } from './triggers-db';

/** Berlin wall-clock "HH:mm" an hour from now, and the month: the contract's trigger times hold whenever the spec runs. */
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
 * Trigger contracts end to end (issue 11): seller@demo.fuel writes a diesel contract for
 * buyer@demo.fuel, the buyer triggers part of it at the price shown, the seller confirms, and both
 * find it in the Orders screen's Trigger tab.
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
  try {
    await loginViaApi(seller, 'seller@demo.fuel');
    await test.step('the seller writes the contract', async () => {
      await seller.goto('/verträge-management');
      await seller.getByRole('button', { name: 'Neuer Kontrakt' }).click();
      const form = seller.getByRole('dialog');
      await form.getByLabel('Käufer').selectOption({ label: 'Heizöl Müller GmbH' });
      await form.getByLabel('Terminal').selectOption({ label: 'Hamburg Hafen' });
      await form.getByLabel('EKK-Nummer').fill(ekk);
      await form.getByLabel('Liefermonat (JJJJ-MM)').fill(berlin(0).month);
      await form.getByLabel('Monatsmenge (cbm)').fill('100');
      await form.getByLabel('Mindestmenge je Trigger (cbm)').fill('1');
      await form.getByLabel('Höchstmenge je Trigger (cbm)').fill('50');
      await form.getByLabel('Trigger ab (HH:mm)').fill(berlin(-60).time);
      await form.getByLabel('Trigger bis (HH:mm)').fill(berlin(60).time);
      await form.getByLabel('Aufschlag', { exact: true }).fill('1,50');
      await form.getByLabel('Diesel B7 (%)').fill('100');
      for (const day of ['Sa', 'So']) await form.getByLabel(day, { exact: true }).check();
      await form.getByRole('button', { name: 'Speichern' }).click();
      await expect(form).toHaveCount(0);
      await expect(seller.getByTestId('seller-contract').filter({ hasText: ekk })).toContainText('Heizöl Müller GmbH');
    });

    await loginViaApi(buyer, 'buyer@demo.fuel');
    let shown = '';
    let orderNumber = '';
    await test.step('the buyer triggers 10 cbm at the price shown', async () => {
      await buyer.goto('/verträge-management');
      const contract = buyer.getByTestId('trigger-contract').filter({ hasText: ekk });
      const window = () => Math.floor(Date.now() / 300_000);
      const before = window();
      shown = (await contract.getByTestId('trigger-price').innerText()).trim();
      expect(shown).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} EUR\/100L15$/);
      await contract.getByRole('button', { name: 'Triggern' }).click();
      const checkout = buyer.getByRole('dialog');
      await checkout.getByLabel('Menge (cbm)').fill('10');
      await checkout.getByLabel('Abholzeitraum').selectOption({ label: 'Prompt (1–3 Tage)' });
      await checkout.getByLabel('Ich akzeptiere die Allgemeinen Geschäftsbedingungen.').check();
      await checkout.getByLabel('Ich habe die Buchung geprüft.').check();
      await checkout.getByRole('button', { name: 'Triggern' }).click();
      const completion = checkout.getByTestId('trigger-completion');
      await expect(completion).toContainText(/-T-\d{7}/);
      orderNumber = /([A-Z]+-[A-Z]+-T-\d{7})/.exec(await completion.innerText())![1];
      // Within one market window (5 minutes) the price fixed is the price shown.
      const fixed = (await completion.getByTestId('trigger-fixed-price').innerText()).split('·')[1].trim();
      expect(fixed).toMatch(/EUR\/100L15$/);
      if (window() === before) expect(fixed).toBe(shown);
      // The completion shows how the price came about, down to the contract's premium.
      await expect(completion.getByTestId('trigger-breakdown')).toContainText('Energiesteuer');
      await expect(completion.getByTestId('trigger-breakdown-price')).toHaveText(fixed.replace(' EUR/100L15', ''));
    });

    await test.step('the seller confirms it, and both see it confirmed in the Trigger tab', async () => {
      await seller.goto('/verträge-management');
      await expect(seller.getByTestId('trigger-badge')).toBeVisible();
      const pending = seller.getByTestId('trigger-pending').getByTestId('trigger-order').filter({ hasText: orderNumber });
      await pending.getByRole('button', { name: 'Bestätigen' }).click();
      await expect(pending).toHaveCount(0);
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
