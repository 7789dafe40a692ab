import { expect, loginViaApi, test } from '../fixtures';
import { PASSWORD } from '../numbers-db';
import { addAccountFeature, closeOilpoolDb, swissNumbers } from './oilpool-db';

/**
 * The trigger calls on a brand whose triggers flag is off (the Swiss oil pool, brands/oilpool.ts):
 * a buyer and even a seller with the account feature `triggers` are refused (platform-shell 2).
 */
const db = swissNumbers();
let data: Awaited<ReturnType<typeof db.knownNumbers>>;
test.beforeAll(async () => {
  data = await db.knownNumbers();
  await addAccountFeature(data.seller.accountId, 'triggers');
});
test.afterAll(async () => {
  await db.removeKnownNumbers([data.seller, data.buyer]);
  await db.close();
  await closeOilpoolDb();
});

test('without the triggers flag, GET contracts and orders and POST orders are 403 for buyer and seller', async ({ page }) => {
  for (const who of [data.buyer, data.seller]) {
    await page.context().clearCookies();
    await loginViaApi(page, who.email, PASSWORD);
    for (const path of ['/api/triggers/contracts', '/api/triggers/orders']) {
      const res = await page.request.get(path);
      expect([who.email, path, res.status()]).toEqual([who.email, path, 403]);
    }
  }
  const res = await page.request.post('/api/triggers/orders', {
    data: { contractId: 1, items: [{ productId: 1, quantity: '5' }], liftingPeriodId: 1, acceptTerms: true, bookingChecked: true, idempotencyKey: 'swiss-1' },
  });
  expect(res.status()).toBe(403);
});
