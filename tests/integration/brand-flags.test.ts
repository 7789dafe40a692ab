import Decimal from 'decimal.js';
import { listAdditiveOffers } from '@/lib/additives/list-additive-offers';
import { ZAdditiveOffersQuery } from '@/lib/additives/schemas';
import { checkout } from '@/lib/basket/checkout';
import { repriceBasket } from '@/lib/basket/reprice-basket';
import { messagesFor } from '@/lib/i18n/messages';
import { loadPricingContext, POOL_MASTER_FEATURE, priceAt } from '@/lib/pricing/price-offers';
import { getOrderStats } from '@/lib/stats/get-order-stats';
import { ZOrderStatsQuery } from '@/lib/stats/schemas';
import { orderableBasket } from '../helpers/basket-choices';
import { ZUpdateOperatorAccount } from '@/lib/operator/schemas';
import { updateOperatorAccount } from '@/lib/operator/update-operator-account';
import { createAccount, createUser, db } from '../helpers/factories';
import { buyerOf, drumOffer, newKey, sellerWithOffer, sessionOf } from '../helpers/market-setup';

/** Brand flags that act on the server (platform-shell 1), each shown on and off; BRAND and BRAND_FLAGS as a start would set them. */
afterAll(() => db.$disconnect());

async function withBrand<T>(id: string, flags: string, work: () => Promise<T>): Promise<T> {
  const before = { BRAND: process.env.BRAND, BRAND_FLAGS: process.env.BRAND_FLAGS };
  Object.assign(process.env, { BRAND: id, BRAND_FLAGS: flags });
  try {
    return await work();
  } finally {
    for (const [key, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

const confirm = { termsAccepted: true as const, orderChecked: true as const };

test('purchasing disabled: no basket, no new price, no order, and nothing written; with the flag off the same basket orders', async () => {
  const { seller, offer } = await sellerWithOffer({ volume: '50' });
  const buyer = await buyerOf(seller.id);
  const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '5' });
  await withBrand('oilpool', '{"purchasingDisabled":true}', async () => {
    await expect(orderableBasket(buyer, { offerId: offer.id, quantity: '5' })).rejects.toMatchObject({ code: 'trading', messageKey: 'purchasing_disabled' });
    await expect(repriceBasket(buyer, basket._id)).rejects.toMatchObject({ messageKey: 'purchasing_disabled' });
    await expect(checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() })).rejects.toMatchObject({ messageKey: 'purchasing_disabled' });
  });
  expect(await db.basket.count({ where: { buyerAccountId: buyer.accountId } })).toBe(1);
  expect(await db.order.count({ where: { offerId: offer.id } })).toBe(0);
  for (const locale of ['de', 'de-CH', 'en'] as const) expect(messagesFor(locale).errors.purchasing_disabled).toEqual(expect.any(String));

  const ordered = await withBrand('oilpool', '{"purchasingDisabled":false}', () => checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() }));
  expect(ordered.orders).toHaveLength(1);
});

test('the seller ranking is computed only where the brand ranks sellers', async () => {
  const { seller } = await sellerWithOffer({ volume: '50' });
  const buyer = await buyerOf(seller.id);
  const query = ZOrderStatsQuery.parse({ statType: 'ACCOUNT_RANKING', dayQuery: '30' });
  const ranking = (brandId: string) => withBrand(brandId, '', () => getOrderStats(buyer, query, 'Europe/Berlin'));
  await expect(ranking('energypool')).rejects.toMatchObject({ code: 'forbidden', messageKey: 'seller_ranking_disabled' });
  expect(await ranking('fuelmarket')).toMatchObject({ orderStats: { accountRanking: expect.anything() } });
  // The product volume stays, whatever the flag.
  const volume = ZOrderStatsQuery.parse({ statType: 'PRODUCT_VOLUME', dayQuery: '30' });
  expect(await withBrand('energypool', '', () => getOrderStats(buyer, volume, 'Europe/Berlin'))).toMatchObject({
    orderStats: { productVolume: expect.anything() },
  });
});

const window = { id: 0, created: new Date(), expires: new Date(Date.now() + 300_000), prices: [], isClone: false, marketChange: new Decimal(0) };
const fixed = (sellerAccountId: number) => ({
  id: 1_000_000 + sellerAccountId,
  sellerAccountId,
  priceType: 'FIXED' as const,
  productId: 1,
  terminalId: 1,
  iceMonth: null,
  fxSymbol: null,
  fixedPrice: '100.00',
  fxPremium: null,
  surcharge: '0',
  minimumPrice: null,
  maxPriceDrop: null,
});

test("the pool master's GLOBAL rules price every seller's offers only where the brand has the master add-on", async () => {
  const { master, offers } = await withBrand('oilpool', '', async () => {
    const master = await createAccount('SELLER', { features: [POOL_MASTER_FEATURE] });
    const [plain, ruled] = [await createAccount('SELLER'), await createAccount('SELLER')];
    await db.priceRule.createMany({
      data: [
        { sellerAccountId: master.id, kind: 'PRICE', scope: 'GLOBAL', name: 'Poolmarge', value: '0.80', unit: 'EUR/100L15' },
        { sellerAccountId: master.id, kind: 'PRICE', scope: 'PRODUCT', productIds: [1], value: '5.00', unit: 'EUR/100L15' },
        { sellerAccountId: ruled.id, kind: 'PRICE', scope: 'GLOBAL', value: '1.00', unit: 'EUR/100L15' },
      ],
    });
    return { master, offers: [fixed(plain.id), fixed(ruled.id)] };
  });
  const prices = (flags: string) =>
    withBrand('oilpool', flags, async () => {
      const context = await loadPricingContext(window);
      return offers.map((offer) => {
        const result = priceAt(context, offer);
        return result.ok ? result.price.toFixed(2) : result.error;
      });
    });
  try {
    // A seller without rules pays the pool margin, one with its own margin both; the master's PRODUCT rule stays its own.
    expect(await prices('')).toEqual(['100.80', '101.80']);
    expect(await prices('{"globalRulesMasterAddOn":false}')).toEqual(['100.00', '101.00']);
  } finally {
    await db.priceRule.deleteMany({ where: { sellerAccountId: master.id } });
  }
});

test('additives marketplace off: a buyer with additives enabled gets no additive offers and cannot reserve or order them; on, it can', async () => {
  const { seller, offer } = await drumOffer(10);
  const buyer = await buyerOf(seller.id);
  await db.relationship.updateMany({ where: { buyerAccountId: buyer.accountId }, data: { additivesEnabled: true } });
  const listed = async () => (await listAdditiveOffers(buyer, ZAdditiveOffersQuery.parse({}))).offers.map((o) => o._id);
  const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '1', unitCount: 2 });
  await withBrand('fuelmarket', '{"additivesMarketplace":false}', async () => {
    expect(await listed()).toEqual([]);
    await expect(orderableBasket(buyer, { offerId: offer.id, quantity: '1', unitCount: 2 })).rejects.toMatchObject({ messageKey: 'offer_no_longer_available' });
    await expect(checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() })).rejects.toMatchObject({ messageKey: 'offer_no_longer_available' });
  });
  await withBrand('fuelmarket', '{"additivesMarketplace":true}', async () => {
    expect(await listed()).toEqual([offer.id]);
    expect((await checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() })).orders).toHaveLength(1);
  });
});

test('the operator makes a seller the pool master, audited: the market prices with its rules at once; no master where the brand lacks the add-on', async () => {
  // The pool's accounts and its operator on the oil pool's platform.
  const { operator, master, plain } = await withBrand('oilpool', '', async () => ({
    operator: await sessionOf((await createUser({ accountId: (await createAccount('OPERATOR')).id, isAdmin: true, roles: [] })).id),
    master: await createAccount('SELLER', { features: ['deliveredProducts'] }),
    plain: await createAccount('SELLER'),
  }));
  await db.priceRule.create({ data: { sellerAccountId: master.id, kind: 'PRICE', scope: 'GLOBAL', name: 'Poolmarge', value: '0.60', unit: 'EUR/100L15' } });
  const setFeatures = async (brandId: string, features: string[]) => {
    const { version } = await db.account.findUniqueOrThrow({ where: { id: master.id } });
    const input = ZUpdateOperatorAccount.parse({ version, features });
    return withBrand(brandId, '', () => updateOperatorAccount(operator, master.id, input, '127.0.0.1'));
  };
  const plainPrice = () =>
    withBrand('oilpool', '', async () => {
      const result = priceAt(await loadPricingContext(window), fixed(plain.id));
      return result.ok ? result.price.toFixed(2) : result.error;
    });
  const marketVersion = async () => (await db.marketVersion.findUniqueOrThrow({ where: { id: 1 } })).version;
  try {
    expect(await plainPrice()).toBe('100.00');
    await expect(setFeatures('fuelmarket', [POOL_MASTER_FEATURE])).rejects.toMatchObject({ fields: { features: 'feature_not_in_brand' } });
    const before = await marketVersion();
    const { account } = await setFeatures('oilpool', [POOL_MASTER_FEATURE, 'newsBox']);
    // A feature the operator does not set stays as it was.
    expect(account.features).toEqual(['deliveredProducts', POOL_MASTER_FEATURE, 'newsBox']);
    expect(await marketVersion()).toBeGreaterThan(before);
    expect(await plainPrice()).toBe('100.60');
    const entry = await db.auditLog.findFirstOrThrow({ where: { event: 'operator_account_updated', accountId: master.id }, orderBy: { id: 'desc' } });
    expect(entry).toMatchObject({ userId: operator.userId, detail: { before: { features: ['deliveredProducts'] }, after: { features: account.features } } });

    await setFeatures('oilpool', []);
    expect(await plainPrice()).toBe('100.00');
    const buyer = await withBrand('oilpool', '', () => createAccount('BUYER'));
    await expect(
      withBrand('oilpool', '', () =>
        updateOperatorAccount(operator, buyer.id, ZUpdateOperatorAccount.parse({ version: 1, features: ['newsBox'] }), '127.0.0.1'),
      ),
    ).rejects.toMatchObject({ fields: { features: 'not_a_seller' } });
  } finally {
    await db.priceRule.deleteMany({ where: { sellerAccountId: master.id } });
  }
});

test('a blocked pool master prices the pool no more: blocking bumps the market version, unblocking brings its rules back', async () => {
  const { operator, master, plain } = await withBrand('oilpool', '', async () => ({
    operator: await sessionOf((await createUser({ accountId: (await createAccount('OPERATOR')).id, isAdmin: true, roles: [] })).id),
    master: await createAccount('SELLER', { features: [POOL_MASTER_FEATURE] }),
    plain: await createAccount('SELLER'),
  }));
  await db.priceRule.create({ data: { sellerAccountId: master.id, kind: 'PRICE', scope: 'GLOBAL', name: 'Poolmarge', value: '0.70', unit: 'EUR/100L15' } });
  const setBlocked = async (blocked: boolean) => {
    const { version } = await db.account.findUniqueOrThrow({ where: { id: master.id } });
    await withBrand('oilpool', '', () => updateOperatorAccount(operator, master.id, ZUpdateOperatorAccount.parse({ version, blocked }), '127.0.0.1'));
  };
  const plainPrice = () =>
    withBrand('oilpool', '', async () => {
      const result = priceAt(await loadPricingContext(window), fixed(plain.id));
      return result.ok ? result.price.toFixed(2) : result.error;
    });
  // The market's snapshot of prices is kept per market version (lib/market/price-cache.ts): only a new version reprices it.
  const marketVersion = async () => (await db.marketVersion.findUniqueOrThrow({ where: { id: 1 } })).version;
  try {
    expect(await plainPrice()).toBe('100.70');
    const before = await marketVersion();
    await setBlocked(true);
    expect(await marketVersion()).toBeGreaterThan(before);
    expect(await plainPrice()).toBe('100.00');

    const blockedAt = await marketVersion();
    await setBlocked(false);
    expect(await marketVersion()).toBeGreaterThan(blockedAt);
    expect(await plainPrice()).toBe('100.70');
  } finally {
    await db.priceRule.deleteMany({ where: { sellerAccountId: master.id } });
  }
});
