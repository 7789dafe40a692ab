import { expect, test } from './fixtures';
import { insertDemoOffer, removeOffer } from './market-db';

/**
 * The buyers' market: buyer@demo.fuel has an ENABLED relationship with seller@demo.fuel (seed),
 * so a fixed-price offer of that seller shows at its price (no pricing rules of that seller).
 */
let offerId: number;
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL }]);
  offerId = await insertDemoOffer('93.47');
});
test.afterEach(async () => {
  await removeOffer(offerId);
});

test('a buyer sees the offer with its price and the countdown', async ({ page, loginAs }) => {
  await loginAs('buyer@demo.fuel');
  await page.goto('/handelsplatz');
  await expect(page.getByRole('heading', { name: 'Handelsplatz' })).toBeVisible();
  await expect(page.getByTestId('market-countdown')).toHaveText(/^Preise gültig noch \d+:\d\d$/);

  const row = page.locator(`[data-testid="market-offer"][data-offer-id="${offerId}"]`);
  await expect(row.getByTestId('offer-price')).toHaveText('93,47');
  await expect(row).toContainText('Heizöl EL schwefelarm');
  await expect(row).toContainText('Hamburg Hafen');
  await expect(row).toContainText('Nordsee Mineralöl AG');
  await expect(row).toContainText('5 – 40');

  // The manual refresh fetches the prices again.
  const refetch = page.waitForResponse((r) => r.url().includes('/api/v2/offers') && r.status() === 200);
  await page.getByRole('button', { name: 'Preise aktualisieren' }).click();
  await refetch;
  await expect(row.getByTestId('offer-price')).toHaveText('93,47');

  // Filtering to another terminal leaves the offer out.
  await page.getByLabel('Terminal').selectOption({ label: 'Hamburg Hafen' });
  await expect(row).toBeVisible();
  await page.getByLabel('Region').selectOption({ label: 'Süd' });
  await expect(row).toHaveCount(0);
});

test('on a phone the offer is a card and "In den Warenkorb" leads to the basket with offer and quantity', async ({ page, loginAs }) => {
  // The basket page may still need compiling on a dev server.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs('buyer@demo.fuel');
  await page.goto('/handelsplatz');
  const card = page.locator(`[data-testid="market-offer"][data-offer-id="${offerId}"]`);
  await expect(card.getByTestId('offer-price')).toHaveText('93,47');
  const box = await card.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);

  const quantity = card.getByLabel('Menge (cbm)');
  // The market's main actions are 44 x 44 px tap targets on a phone.
  for (const target of [quantity, card.getByRole('button', { name: 'In den Warenkorb' })]) {
    const size = await target.boundingBox();
    expect(size!.height).toBeGreaterThanOrEqual(44);
    expect(size!.width).toBeGreaterThanOrEqual(44);
  }
  await quantity.fill('41');
  await card.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(card.getByRole('alert')).toHaveText('Die Menge muss zwischen 5 und 40 cbm liegen.');

  await quantity.fill('12,5');
  await card.getByRole('button', { name: 'In den Warenkorb' }).click();
  await page.waitForURL((url) => url.pathname === '/handelsplatz/warenkorb/new', { timeout: 60_000 });
  expect(new URL(page.url()).search).toBe(`?offerId=${offerId}&quantity=12.5`);
});

test('a parent account switches to the market of its child account', async ({ page, loginAs }) => {
  // admin@demo.fuel has ChildAccounts_View; its child "Müller Filiale Pforzheim" trades with seller@demo.fuel.
  await loginAs('admin@demo.fuel');
  await page.goto('/handelsplatz');
  const row = page.locator(`[data-testid="market-offer"][data-offer-id="${offerId}"]`);
  await expect(row.getByTestId('offer-price')).toHaveText('93,47');

  const childList = page.waitForResponse((r) => /\/api\/offers\/childAccount\/\d+/.test(r.url()) && r.status() === 200);
  await page.getByLabel('Angebote für').selectOption({ label: 'Müller Filiale Pforzheim' });
  await childList;
  // The child is a shareholder account with a price adjustment of -0.35 EUR/100L15 (demo data).
  await expect(row.getByTestId('offer-price')).toHaveText('93,12');
  // Those are the child's prices: only its own users order at them.
  await expect(page.getByTestId('child-market-note')).toContainText('Müller Filiale Pforzheim');
  await expect(row.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
});

test('at 1366x768 each offer is one row of at most 48 px with quantity and basket inline, 12 offers show below the filters, whose links do not overlap', async ({
  page,
  loginAs,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAs('buyer@demo.fuel');
  // Enough offers of its own for twelve rows: not counted from the market, which holds the offers of
  // specs running beside this one only until they remove them.
  const extra = await Promise.all(Array.from({ length: 12 }, (_, i) => insertDemoOffer((90 + i / 4).toFixed(2))));
  try {
    await page.goto('/handelsplatz');
    const row = page.locator(`[data-testid="market-offer"][data-offer-id="${offerId}"]`);
    await expect(row.getByTestId('offer-price')).toHaveText('93,47');
    for (const id of extra) await expect(page.locator(`[data-testid="market-offer"][data-offer-id="${id}"]`)).toHaveCount(1);
    const box = (await row.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(48);
    for (const control of [row.getByLabel('Menge (cbm)'), row.getByRole('button', { name: 'In den Warenkorb' })]) {
      const inner = (await control.boundingBox())!;
      expect(inner.y).toBeGreaterThanOrEqual(box.y);
      expect(inner.y + inner.height).toBeLessThanOrEqual(box.y + box.height);
    }
    const filtersBottom = await page.locator('#market-filters').evaluate((form) => form.getBoundingClientRect().bottom);
    const shown = await page
      .getByTestId('market-offer')
      .evaluateAll(
        (rows, top) => rows.filter((r) => r.getBoundingClientRect().top >= top && r.getBoundingClientRect().bottom <= window.innerHeight).length,
        filtersBottom,
      );
    expect(shown).toBeGreaterThanOrEqual(12);
    // The filters' two links side by side, each holding its whole text, neither running into the other.
    const links = await Promise.all(
      ['Favoriten verwalten', 'Filter zurücksetzen'].map((name) =>
        page
          .getByRole('button', { name })
          .evaluate((el) => ({ left: el.getBoundingClientRect().left, right: el.getBoundingClientRect().right, overflow: el.scrollWidth - el.clientWidth })),
      ),
    );
    expect(links.map((link) => link.overflow)).toEqual([0, 0]);
    expect(links[0].right).toBeLessThanOrEqual(links[1].left);
    // Nothing scrolls sideways at a laptop's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    await page.screenshot({ path: test.info().outputPath('market-1366x768.png') });
  } finally {
    await Promise.all(extra.map(removeOffer));
  }
});
