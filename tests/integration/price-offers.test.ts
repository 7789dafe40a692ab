import Decimal from 'decimal.js';
import { createAccount, db } from '../helpers/factories';
import { priceOffers, type OfferToPrice } from '@/lib/pricing/price-offers';
import type { StoredWindow } from '@/lib/market-window/issue-window';

afterAll(() => db.$disconnect());

const at = new Date('2030-01-07T09:00:00Z');
const window = (gas: string, id = 1): StoredWindow => ({
  id,
  created: at,
  expires: new Date(at.getTime() + 300_000),
  isClone: false,
  marketChange: new Decimal(0),
  prices: [
    { symbol: '/GAS', price: new Decimal(gas), live: true, timestamp: at },
    { symbol: 'EUR/USD', price: new Decimal('1.0496'), live: true, timestamp: at },
  ],
});

describe('priceOffers: stored rules and the offer’s own settings', () => {
  test('prices a heating-oil offer of a seller with its duties, surcharge, minimum price and maximum drop', async () => {
    const seller = await createAccount('SELLER');
    const buyer = await createAccount('BUYER');
    const product = await db.product.findFirstOrThrow({ where: { name: 'Heizöl EL schwefelarm' } });
    const terminal = await db.terminal.findFirstOrThrow({ where: { code: 'HH1' } });
    await db.priceRule.createMany({
      data: [
        { sellerAccountId: seller.id, kind: 'DUTY', scope: 'PRODUCT', productIds: [product.id], name: 'energy tax', value: '6.135' },
        { sellerAccountId: seller.id, kind: 'DUTY', scope: 'GLOBAL', name: 'CO2 levy', value: '14.58' },
        { sellerAccountId: seller.id, kind: 'PRICE', scope: 'ACCOUNT', accountIds: [buyer.id], value: '-0.50' },
      ],
    });
    const offer: OfferToPrice = {
      id: 999_001,
      sellerAccountId: seller.id,
      productId: product.id,
      terminalId: terminal.id,
      priceType: 'TRACKING',
      fixedPrice: null,
      iceMonth: 0,
      fxSymbol: null,
      fxPremium: null,
      surcharge: '1.25',
      minimumPrice: null,
      maxPriceDrop: null,
    };
    const plain = (await priceOffers([offer], { window: window('875.00') })).get(offer.id)!;
    expect(plain.ok && plain.price.toFixed(2)).toBe('92.40');
    const forBuyer = (await priceOffers([offer], { window: window('875.00'), buyerAccountId: buyer.id })).get(offer.id)!;
    expect(forBuyer.ok && forBuyer.price.toFixed(2)).toBe('91.90');

    const floored = (await priceOffers([{ ...offer, minimumPrice: '95.00' }], { window: window('875.00') })).get(offer.id)!;
    expect(floored.ok && floored.price.toFixed(2)).toBe('95.00');

    // /GAS falls 50 USD/t between windows (about 4 EUR/100L15); the offer may fall 1.00 at most.
    const capped = (await priceOffers([{ ...offer, maxPriceDrop: '1.00' }], { window: window('825.00', 2), previousWindow: window('875.00', 1) })).get(
      offer.id,
    )!;
    expect(capped.ok && capped.price.toFixed(2)).toBe('91.40');
    await db.priceRule.deleteMany({ where: { sellerAccountId: seller.id } });
  });
});
