import { expect, test } from './fixtures';
import { insertDemoOffer, removeOffer, setOfferPrice } from './market-db';
import { withIssuerLock } from './market-window-db';

/**
 * The market stream on the buyer's screen (docs/market-stream.md): a seller's price edit shows in
 * the open market without loading the market whole. buyer@demo.fuel trades with seller@demo.fuel.
 */
let offerId: number;
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL }]);
  offerId = await insertDemoOffer('92.31');
});
test.afterEach(async () => {
  await removeOffer(offerId);
});

test('a changed price of one offer shows in the open market, asked for alone', { tag: '@market-window' }, async ({ page, loginAs }) => {
  const whole: string[] = [];
  const named: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/api/v2/offers') return;
    (url.searchParams.has('ids') ? named : whole).push(url.searchParams.get('ids') ?? '');
  });
  await loginAs('buyer@demo.fuel');
  // While the spec holds the issuers' lock no window is issued: a rollover would load the market whole.
  await withIssuerLock(async (insertWindow) => {
    await insertWindow();
    const stream = page.waitForResponse((r) => r.url().endsWith('/api/market/stream') && r.status() === 200);
    await page.goto('/handelsplatz');
    const row = page.locator(`[data-testid="market-offer"][data-offer-id="${offerId}"]`);
    await expect(row.getByTestId('offer-price')).toHaveText('92,31');
    expect((await stream).headers()['content-type']).toContain('text/event-stream');
    const loaded = whole.length;

    await setOfferPrice(offerId, '92.87');
    await expect(row.getByTestId('offer-price')).toHaveText('92,87');
    expect(named.some((ids) => ids.split(',').includes(String(offerId)))).toBe(true);
    expect(whole).toHaveLength(loaded);
    // The countdown stays.
    await expect(page.getByTestId('market-countdown')).toHaveText(/^Preise gültig noch \d+:\d\d$/);
  });
});
