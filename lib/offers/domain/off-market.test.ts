import Decimal from 'decimal.js';
import type { PricingResult } from '@/lib/pricing/domain/types';
import { offMarketReason } from './off-market';

/** Each reason the market leaves an active offer out is named to its seller; the clock is fixed. */
const NOW = new Date('2026-11-20T10:00:00Z');
const offer = {
  status: 'ACTIVE',
  priceType: 'TRACKING' as const,
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: new Date('2026-12-01T00:00:00Z'),
  dailyStart: null,
  dailyEnd: null,
  remainingVolume: '100',
  minOrderQuantity: '5',
};
const priced: PricingResult = { ok: true, price: new Decimal('80'), unrounded: new Decimal('80'), breakdown: [] };
const refused = (error: 'missing_settlement_price' | 'negative_price'): PricingResult => ({ ok: false, error, breakdown: [] });
const market = { now: NOW, zone: 'Europe/Berlin', hasWindow: true, limitedMarket: false };

test('an active offer with a price, volume and open hours is on the market', () => {
  expect(offMarketReason(offer, priced, market)).toBeNull();
});

test.each([
  ['not_started', { startsAt: new Date('2026-11-21T00:00:00Z') }, priced, market],
  ['ended', { endsAt: NOW }, priced, market],
  ['no_market_window', {}, undefined, { ...market, hasWindow: false }],
  ['market_limited', {}, priced, { ...market, limitedMarket: true }],
  ['missing_settlement_price', {}, refused('missing_settlement_price'), market],
  ['negative_price', {}, refused('negative_price'), market],
  ['sold_out', { remainingVolume: '4' }, priced, market],
  // 10:00 UTC is 11:00 in Berlin.
  ['outside_daily_hours', { dailyStart: '12:00', dailyEnd: '16:00' }, priced, market],
] as const)('%s', (reason, change, price, state) => {
  expect(offMarketReason({ ...offer, ...change }, price, state)).toBe(reason);
});

test('a fixed-price offer stays on a limited market', () => {
  expect(offMarketReason({ ...offer, priceType: 'FIXED' }, priced, { ...market, limitedMarket: true })).toBeNull();
});

test('a paused offer says so by its status, not by a reason', () => {
  expect(offMarketReason({ ...offer, status: 'PAUSED' }, refused('negative_price'), market)).toBeNull();
});
