import { randomUUID } from 'node:crypto';
import { expect, loginViaApi, runCountdownOut, test } from './fixtures';
import type { Locator } from '@playwright/test';
import { alertEmailsSince, cleanUp, enableDemoBuyer } from './market-flow-db';
import { withIssuerLock } from './market-window-db';
import { createSeller, TEST_PASSWORD } from './seller-db';

/**
 * The market release end to end: a seller creates an offer and a pricing rule, the buyer sees the
 * offer at the price the engine gives, the countdown rolls over to a new market window, and a
 * price alert triggers on a window. The spec puts the next windows in place itself and runs the
 * buyer's countdown out on the page's clock, rather than waiting for the server's.
 */
const note = `E2E Marktablauf ${randomUUID().slice(0, 8)}`;
let sellerAccountId = 0;
test.afterAll(async () => {
  if (sellerAccountId) await cleanUp(sellerAccountId, note);
});

/** A moment as the offer form takes it in Berlin: day DD.MM.YYYY and time HH:MM. */
function dayAndTime(date: Date): [string, string] {
  const [day, time] = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(date)
    .split(', ');
  return [day, time];
}

async function fillMoment(form: Locator, label: string, date: Date) {
  const [day, time] = dayAndTime(date);
  await form.getByRole('textbox', { name: label, exact: true }).fill(day);
  await form.getByRole('textbox', { name: `${label} (Uhrzeit)` }).fill(time);
}

test('seller offer and rule, buyer price, window roll and a triggered alert', { tag: '@market-window' }, async ({ browser }) => {
  test.setTimeout(120_000);
  const seller = await createSeller();
  sellerAccountId = seller.accountId;
  await enableDemoBuyer(seller.accountId);

  // The seller: a fixed-price diesel offer at Basel through My offers, then a margin rule.
  const sellerPage = await (await browser.newContext()).newPage();
  await loginViaApi(sellerPage, seller.email, TEST_PASSWORD);
  await sellerPage.goto('/meine-angebote');
  await sellerPage.getByRole('button', { name: 'Neues Angebot' }).click();
  const form = sellerPage.getByRole('form', { name: 'Neues Angebot anlegen' });
  await form.locator('select[name=productId]').selectOption({ label: 'Diesel B7' });
  await form.locator('select[name=terminalId]').selectOption({ label: 'Basel Birsfelden' });
  await form.getByLabel('Gesamtmenge (cbm)').fill('100');
  await form.getByLabel('Mindestabnahme (cbm)').fill('1');
  await form.getByLabel('Maximalabnahme (cbm)').fill('50');
  await form.getByLabel('Festpreis').fill('95,10');
  await fillMoment(form, 'Angebotsbeginn', new Date(Date.now() - 3_600_000));
  await fillMoment(form, 'Angebotsende', new Date(Date.now() + 2 * 86_400_000));
  // Equal daily hours mean the whole day: the form's default 07:00-17:00 would hide the offer at night.
  await form.getByRole('textbox', { name: 'Tägliche Startzeit' }).fill('00:00');
  await form.getByRole('textbox', { name: 'Tägliche Endzeit' }).fill('00:00');
  await form.locator('select[name=liftingPeriodId]').selectOption({ label: 'Laufende Woche' });
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(sellerPage.getByTestId('offer-table').locator('tbody tr')).toContainText('Diesel B7');

  const metadata = await (await sellerPage.request.get('/api/generic/metadata')).json();
  const diesel = metadata.fuels.find((p: { name: string }) => p.name === 'Diesel B7').id;
  const basel = metadata.regions
    .flatMap((r: { terminals: { id: number; name: string }[] }) => r.terminals)
    .find((t: { name: string }) => t.name === 'Basel Birsfelden').id;
  const rule = await sellerPage.request.post('/api/pricing/rules', {
    data: { kind: 'PRICE', groupName: 'Marge', name: 'Marge Basel', value: '0.25', unit: 'EUR/100L15', productIds: [diesel], terminalIds: [basel] },
  });
  expect(rule.ok()).toBeTruthy();

  // The buyer sees the offer at the engine's price: 95.10 fixed + 0.25 margin.
  const buyerPage = await (await browser.newContext()).newPage();
  await buyerPage.clock.install();
  await loginViaApi(buyerPage, 'buyer@demo.fuel');
  const firstWindow = buyerPage.waitForResponse((r) => r.url().endsWith('/api/generic/marketWindow') && r.ok());
  await buyerPage.goto('/handelsplatz');
  const firstId = (await (await firstWindow).json())._id;
  const row = buyerPage.getByTestId('market-offer').filter({ hasText: 'Basel Birsfelden' }).filter({ hasText: 'Diesel B7' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('offer-price')).toContainText('95,35');
  await expect(buyerPage.getByTestId('market-countdown')).toContainText(/Preise gültig noch \d+:\d\d/);

  // The countdown reaches 0 and the next window arrives (pushed whole, or fetched when the push is
  // late): the market loads again in it, and the offer keeps its engine price.
  await withIssuerLock(async (insertWindow) => {
    const next = buyerPage.waitForResponse(
      async (r) =>
        new URL(r.url()).pathname === '/api/v2/offers' &&
        r.ok() &&
        ((await r.json()) as { offers: { windowId: number }[] }).offers.some((o) => o.windowId !== firstId),
    );
    await insertWindow();
    await runCountdownOut(buyerPage);
    await next;
    await expect(row.getByTestId('offer-price')).toContainText('95,35');
  });

  // A price alert "lower or equal 96.00" for diesel at Basel triggers with a following window.
  const since = new Date();
  await buyerPage.goto('/preisalarm');
  const alertForm = buyerPage.getByTestId('alert-form');
  await alertForm.getByLabel('Produkt').selectOption({ label: 'Diesel B7' });
  await alertForm.getByLabel('Terminal').selectOption({ label: 'Basel Birsfelden' });
  await alertForm.getByLabel('Bedingung').selectOption('LTE');
  await alertForm.getByLabel('Preis (EUR/100L15)').fill('96,00');
  await alertForm.getByLabel('Notiz').fill(note);
  await alertForm.getByRole('button', { name: 'Preisalarm anlegen' }).click();
  await expect(buyerPage.getByRole('status').filter({ hasText: 'Der Preisalarm wurde angelegt.' })).toBeVisible();
  const alert = buyerPage.getByTestId('price-alert').filter({ hasText: note });
  await expect(alert).toHaveAttribute('data-status', 'ACTIVE');
  // A window of the spec's own, which the server's market loop replaces within seconds of the lock's release.
  await withIssuerLock((insertWindow) => insertWindow());
  await expect(async () => {
    await buyerPage.reload();
    await expect(alert).toHaveAttribute('data-status', 'TRIGGERED', { timeout: 2_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  const mails = await alertEmailsSince('buyer@demo.fuel', since);
  expect(mails.some((body) => body.includes('95,35'))).toBe(true);
});
