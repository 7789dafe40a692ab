import type { Page } from '@playwright/test';
import { expect, runCountdownOut, test } from './fixtures';
import { insertDemoOffer, removeOffer } from './market-db';
import { gasoilDearer, withIssuerLock } from './market-window-db';

/**
 * The market table as a trader reads it: sortable columns, the net total of the entered quantity,
 * and "Empfehlung" only on the cheapest of a product at a terminal. Two heating-oil offers of
 * seller@demo.fuel at Hamburg, cheaper than anything else there.
 */
let cheap: number;
let dear: number;
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
  cheap = await insertDemoOffer('1.00');
  dear = await insertDemoOffer('1.01');
});
test.afterEach(async () => {
  await removeOffer(cheap);
  await removeOffer(dear);
});

const row = (page: Page, id: number) => page.locator(`[data-testid="market-offer"][data-offer-id="${id}"]`);
const offerIds = (page: Page) => page.getByTestId('market-offer').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-offer-id'))));

test('the price column sorts by click and keyboard with aria-sort; the recommendation is on the cheapest only', async ({ page, loginAs }) => {
  await loginAs('buyer@demo.fuel');
  await page.goto('/handelsplatz');
  await expect(row(page, cheap).getByTestId('offer-price')).toHaveText('1,00');

  await expect(row(page, cheap)).toContainText('Empfehlung');
  await expect(row(page, dear)).not.toContainText('Empfehlung');

  const price = page.getByRole('columnheader', { name: /^Preis/ });
  await expect(price).toHaveAttribute('aria-sort', 'none');
  await price.getByRole('button').click();
  await expect(price).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(async () => (await offerIds(page)).slice(0, 2)).toEqual([cheap, dear]);

  await price.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(price).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => (await offerIds(page)).slice(-2)).toEqual([dear, cheap]);
});

const LIVE_PRICE_MOVE = 'a live price shows its move since the previous window as an arrow and the amount; a fixed price shows it unchanged';
test(LIVE_PRICE_MOVE, { tag: '@market-window' }, async ({ page, loginAs }) => {
  type Answer = { windowId: number; offers: Map<number, { price: string; priceChange: string | null; priceType: string }> };
  const answers: Answer[] = [];
  page.on('response', async (res) => {
    if (new URL(res.url()).pathname !== '/api/v2/offers' || res.status() !== 200) return;
    const body = await res.json().catch(() => null);
    if (body?.offers?.length) answers.push({ windowId: body.offers[0].windowId, offers: new Map(body.offers.map((o: { _id: number }) => [o._id, o])) });
  });
  await page.clock.install();
  await loginAs('buyer@demo.fuel');

  // Two answers of consecutive windows: the later one's change of a live price that moved is the difference of the two prices.
  // The earlier is the last answer before it of another window, by arrival: window ids may skip (a rolled-back insert).
  const cents = (value: string) => Math.round(Number(value) * 100);
  const moved = () => {
    for (const [at, later] of answers.entries()) {
      const earlier = answers.slice(0, at).findLast((a) => a.windowId !== later.windowId);
      for (const [id, offer] of earlier ? later.offers : []) {
        const before = earlier!.offers.get(id);
        if (offer.priceType !== 'FIXED' && before && offer.priceChange !== null && cents(offer.priceChange) !== 0) {
          return { id, change: cents(offer.priceChange), difference: cents(offer.price) - cents(before.price) };
        }
      }
    }
    return null;
  };
  // While the spec holds the issuers' lock, the windows it inserts are the newest, one after the other.
  await withIssuerLock(async (insertWindow) => {
    // A live window of the spec's own first, whatever the current one is (a clone would hide the live offers).
    await insertWindow((current) => ({ ...current, isClone: false }));
    await page.goto('/handelsplatz');
    const fixed = row(page, cheap).getByTestId('price-change');
    await expect(fixed).toHaveAttribute('data-direction', 'same');
    await expect(fixed).toContainText('Preis seit dem letzten Marktfenster unverändert');

    // The next window quotes gasoil dearer; the page fetches it when its countdown runs out.
    await insertWindow(gasoilDearer);
    await runCountdownOut(page);
    await expect.poll(moved).not.toBeNull();
  });
  const { id, change, difference } = moved()!;
  expect(change).toBe(difference);

  // The row shows the newest answer's change of that offer: arrow and amount in the German style.
  const shown = row(page, id).getByTestId('price-change');
  await expect
    .poll(async () => {
      const newest = answers.at(-1)!.offers.get(id)!;
      const amount = (Math.abs(cents(newest.priceChange!)) / 100).toFixed(2).replace('.', ',');
      const expected = cents(newest.priceChange!) === 0 ? '=' : `${cents(newest.priceChange!) > 0 ? '▲' : '▼'} ${amount}`;
      return (await shown.locator('[aria-hidden="true"]').innerText()) === expected;
    })
    .toBe(true);
});

test('the availability column sorts by the end of the offer period, both ways', async ({ page, loginAs }) => {
  await loginAs('buyer@demo.fuel');
  await page.goto('/handelsplatz');
  await expect(row(page, cheap)).toBeVisible();
  // The date each row is available until ("bis 28.11.2026"), as a sortable number.
  const untilDays = () =>
    page.getByTestId('market-offer').evaluateAll((rows) =>
      rows.map((r) => {
        const [, day, month, year] = /bis (\d\d)\.(\d\d)\.(\d{4})/.exec(r.textContent ?? '') ?? [];
        return Number(`${year}${month}${day}`);
      }),
    );
  const sorted = (days: number[], direction: 1 | -1) => days.every((d, i) => i === 0 || direction * (d - days[i - 1]) >= 0);

  const availability = page.getByRole('columnheader', { name: /^Verfügbarkeit/ });
  await availability.getByRole('button').click();
  await expect(availability).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(async () => sorted(await untilDays(), 1)).toBe(true);
  // The offers inserted here end tomorrow, the demo market's in 45 days: the order has something to sort.
  expect(new Set(await untilDays()).size).toBeGreaterThan(1);

  await availability.getByRole('button').press('Enter');
  await expect(availability).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => sorted(await untilDays(), -1)).toBe(true);
});

test('the row shows the net total of the entered quantity before it goes in the basket', async ({ page, loginAs }) => {
  await loginAs('buyer@demo.fuel');
  await page.goto('/handelsplatz');
  const offer = row(page, dear);
  // 5 cbm (the minimum) = 50 x 100 L at 1,01 EUR.
  await expect(offer.getByTestId('row-total')).toHaveText('Summe netto: 50,50 €');
  await offer.getByLabel('Menge (cbm)').fill('12,5');
  await expect(offer.getByTestId('row-total')).toHaveText('Summe netto: 126,25 €');
});

test("the seller's My offers shows each offer's current engine price", async ({ page, loginAs }) => {
  await loginAs('seller@demo.fuel');
  await page.goto('/meine-angebote');
  await expect(page.locator(`tr[data-offer-id="${cheap}"]`).getByTestId('offer-current-price')).toHaveText('1,00 EUR/100L15');
});
