import Decimal from 'decimal.js';
import type { StoredWindow } from '@/lib/market-window/issue-window';
import { loadPricingContext } from '@/lib/pricing/price-offers';
import { priceTrigger } from '@/lib/triggers/price-trigger';
import { createAccount, db } from '../helpers/factories';

/** Trigger prices with a mogas premium in EUR/cbm and in USD/mt (design 7), worked to the cent on a fixed window. */
afterAll(() => db.$disconnect());

const at = new Date('2030-01-07T09:00:00Z');
const window: StoredWindow = {
  id: 1,
  created: at,
  expires: new Date(at.getTime() + 300_000),
  isClone: false,
  marketChange: new Decimal(0),
  prices: [
    { symbol: '/GAS', price: new Decimal('875.00'), live: true, timestamp: at },
    { symbol: 'EUR/USD', price: new Decimal('1.0496'), live: true, timestamp: at },
  ],
};

test('a Super E5 trigger price with the premium per cbm, per tonne (with the conversion factor) and per 100L15', async () => {
  // A seller without rules of its own: the price is the ICE leg, the density and the premium.
  const seller = await createAccount('SELLER');
  const [e5, terminal] = await Promise.all([
    db.product.findFirstOrThrow({ where: { name: 'Super E5' } }),
    db.terminal.findFirstOrThrow({ where: { code: 'HH1' } }),
  ]);
  const context = await loadPricingContext(window, [seller.id]);
  const contract = { id: 1, sellerAccountId: seller.id, terminalId: terminal.id, iceMonth: 0, conversionFactor: null };
  const price = (premium: string, premiumUnit: string, conversionFactor: string | null = null) => {
    const priced = priceTrigger(context, { ...contract, premium, premiumUnit, conversionFactor }, e5.id, 0);
    return priced.ok ? priced.price.toFixed(2) : priced;
  };
  // ICE leg: 875.00 USD/t / 1.0496 = 833.6509... EUR/t; x 0.745 t/m3 (E5's density) / 10 = 62.1070 EUR/100L15.
  expect(price('0', 'EUR/100L15')).toBe('62.10');
  // 18.00 EUR/cbm = 1.80 EUR/100L15: 62.1070 + 1.80 = 63.9070, cut to 63.90.
  expect(price('18.00', 'EUR/CUBIC_METRE')).toBe('63.90');
  // 20.00 USD/t with 0.7550 t per cbm: the ICE leg (875.00 + 20.00) / 1.0496 x 0.755 / 10 = 64.3797 EUR/100L15, cut to 64.37.
  expect(price('20.00', 'USD/METRIC_TONNE', '0.7550')).toBe('64.37');
  // 1.50 EUR/100L15 as it is: 62.1070 + 1.50 = 63.6070.
  expect(price('1.50', 'EUR/100L15')).toBe('63.60');
});
