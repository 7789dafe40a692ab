import type { Page } from '@playwright/test';
import { formatOpening } from '../../../lib/market-window/domain/format-opening';
import { nextOpening } from '../../../lib/market-window/domain/trading-hours';
import { expect, test } from '../fixtures';
import { PASSWORD } from '../numbers-db';
import { closeOilpoolDb, insertLiveOffer, swissNumbers } from './oilpool-db';

/**
 * The market outside trading hours, on the Swiss server, whose trading hours (OILPOOL_TRADING_HOURS,
 * set by npm test) keep it closed from the start of the run for at least a day, whatever the hour.
 * It says when it opens, counts down in hours and minutes, is not called limited, and sells only
 * fixed-price offers, and an empty market says why.
 */
const ZONE = 'Europe/Zurich';
const opening = () => formatOpening(nextOpening(new Date(), JSON.parse(process.env.OILPOOL_TRADING_HOURS!), ZONE), ZONE, 'de-CH');

const db = swissNumbers();
let data: Awaited<ReturnType<typeof db.knownNumbers>>;
test.beforeAll(async () => {
  data = await db.knownNumbers();
  await insertLiveOffer(data.seller.accountId);
});
test.afterAll(async () => {
  await db.removeKnownNumbers([data.seller, data.buyer]);
  await db.close();
  await closeOilpoolDb();
});

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
});

/** Signs in and accepts the terms, which the oil pool asks of a buyer at the first login. */
async function signInBuyer(page: Page, loginAs: (email: string, password?: string) => Promise<void>, email: string, password?: string) {
  await loginAs(email, password);
  await page.goto('/handelsplatz');
  await expect(page).toHaveURL(/\/agb$/);
  await page.getByRole('button', { name: 'AGB akzeptieren' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('the market and the dashboard say that the market is closed and when it opens; only fixed prices can be bought', async ({ page, loginAs }) => {
  await signInBuyer(page, loginAs, data.buyer.email, PASSWORD);

  await page.goto('/handelsplatz');
  await expect(page.getByTestId('market-closed')).toHaveText(`Markt geschlossen - öffnet ${opening()}`);
  const offers = page.getByTestId('market-offer');
  await expect(offers.filter({ hasText: 'Festpreis' }).getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(1);
  await expect(offers.filter({ hasText: 'Live-Preis' }).getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
  await expect(offers).toHaveCount(1);
  await expect(page.getByTestId('limited-market')).toHaveCount(0);

  await page.goto('/');
  const panel = page.getByTestId('market-panel');
  await expect(panel.getByTestId('market-closed')).toHaveText(`Markt geschlossen - öffnet ${opening()}`);
  // More than a day ahead: hours and minutes, never minutes and seconds.
  await expect(panel.getByTestId('market-countdown')).toHaveText(/^\d{2,} h \d{2} min$/);
  await expect(page.getByTestId('limited-market')).toHaveCount(0);
});

test("the shareholder's empty market says that the market is closed and when it opens", async ({ page, loginAs }) => {
  // The demo shareholder Müller Filiale Pforzheim is released only at Nordsee Mineralöl AG, which sells at live prices only.
  await signInBuyer(page, loginAs, 'filiale@demo.fuel');
  await page.goto('/handelsplatz');
  const empty = page.getByTestId('market-empty');
  await expect(empty).toHaveAttribute('data-reason', 'closed');
  await expect(empty).toContainText(`Der Markt ist geschlossen und öffnet ${opening()}.`);
  await expect(page.getByTestId('limited-market')).toHaveCount(0);
});

test('an empty market of a buyer without a released seller says so, not when the market opens', async ({ page, loginAs }) => {
  // The demo buyer of Tankstellen Nord KG has no seller released: the opening would bring it nothing.
  await signInBuyer(page, loginAs, 'buyer2@demo.fuel');
  await page.goto('/handelsplatz');
  const empty = page.getByTestId('market-empty');
  await expect(empty).toHaveAttribute('data-reason', 'noSellers');
  await expect(empty).toHaveText('Keine Angebote: Dieses Konto ist noch bei keinem Verkäufer freigeschaltet.');
});
