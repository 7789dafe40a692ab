import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { buildSnapshot, priceFor } from '@/lib/market/price-cache';
import { priceOffers, type OfferToPrice } from '@/lib/pricing/price-offers';
import { createAccount, db } from '../helpers/factories';
import { insertWindow } from '../helpers/market-windows';

/**
 * The market's cached prices are exactly what priceOffers gives each buyer: market prices are
 * shared between buyers, a buyer named by an ACCOUNT rule and a shareholder's adjustment (which
 * interacts with the minimum price and the maximum price drop) are not.
 */
const platformId = `cache-test-${randomUUID().slice(0, 8)}`;
const at = new Date('2030-01-07T09:00:00Z');

afterAll(async () => {
  await db.marketWindow.deleteMany({ where: { platformId } });
  await db.platform.deleteMany({ where: { id: platformId } });
  await db.$disconnect();
});

test('every buyer gets from the snapshot the price priceOffers gives it, on the first and on a cached read', async () => {
  await db.platform.create({ data: { id: platformId, brandId: 'cache-test', name: 'Cache test', currency: 'EUR' } });
  const seller = await createAccount('SELLER');
  const plain = await createAccount('BUYER');
  const targeted = await createAccount('BUYER');
  const shareholder = await createAccount('BUYER', { isShareholder: true, priceAdjustment: '-1.25' });
  const targetedShareholder = await createAccount('BUYER', { isShareholder: true, priceAdjustment: '0.40' });
  const product = await db.product.findFirstOrThrow({ where: { name: 'Heizöl EL schwefelarm' } });
  const terminal = await db.terminal.findFirstOrThrow({ where: { code: 'HH1' } });
  await db.priceRule.createMany({
    data: [
      { sellerAccountId: seller.id, kind: 'DUTY', scope: 'PRODUCT', productIds: [product.id], name: 'energy tax', value: '6.135' },
      { sellerAccountId: seller.id, kind: 'DUTY', scope: 'GLOBAL', name: 'CO2 levy', value: '14.58' },
      { sellerAccountId: seller.id, kind: 'PRICE', scope: 'ACCOUNT', accountIds: [targeted.id, targetedShareholder.id], value: '-0.50' },
    ],
  });
  // /GAS falls 50 USD/t between the windows: about 4 EUR/100L15.
  const previousWindow = await insertWindow(platformId, new Date(at.getTime() - 300_000), '875.00');
  const window = await insertWindow(platformId, at, '825.00');

  const base = { sellerAccountId: seller.id, productId: product.id, terminalId: terminal.id, fxSymbol: null, fxPremium: null, surcharge: '1.25' };
  const tracking = { ...base, priceType: 'TRACKING' as const, fixedPrice: null, iceMonth: 0, minimumPrice: null, maxPriceDrop: null };
  const offers: OfferToPrice[] = [
    { ...tracking, id: 990_001 },
    { ...tracking, id: 990_002, maxPriceDrop: '1.00' },
    // Near the market price, so an adjustment decides whether the floor applies.
    { ...tracking, id: 990_003, minimumPrice: '88.00' },
    { ...base, id: 990_004, priceType: 'FIXED', fixedPrice: '95.10', iceMonth: null, minimumPrice: null, maxPriceDrop: null },
  ];

  const snapshot = await buildSnapshot(platformId, window.id);
  for (const buyer of [plain, targeted, shareholder, targetedShareholder]) {
    const expected = await priceOffers(offers, { window, previousWindow, buyerAccountId: buyer.id });
    const adjustment = buyer.priceAdjustment ? new Decimal(buyer.priceAdjustment.toString()) : null;
    for (const offer of offers) {
      const first = priceFor(snapshot, offer, { accountId: buyer.id, shareholderAdjustment: adjustment });
      const cached = priceFor(snapshot, offer, { accountId: buyer.id, shareholderAdjustment: adjustment });
      expect({ buyer: buyer.id, offer: offer.id, result: first }).toEqual({ buyer: buyer.id, offer: offer.id, result: expected.get(offer.id) });
      expect(cached).toEqual(first);
    }
  }
  // The cases above differ where they should: not one price for everyone.
  const prices = await Promise.all(
    [plain, targeted, shareholder].map(async (b) => (await priceOffers([offers[1]], { window, previousWindow, buyerAccountId: b.id })).get(offers[1].id)),
  );
  expect(new Set(prices.map((p) => (p?.ok ? p.price.toString() : p?.error))).size).toBe(3);
  await db.priceRule.deleteMany({ where: { sellerAccountId: seller.id } });
});
