import Decimal from 'decimal.js';
import { isLimitedMarket, livePricesAvailable } from './live-market';

// Friday 20 November 2026, 10:03:20 in Berlin (UTC+1).
const NOW = new Date('2026-11-20T09:03:20Z');

describe('livePricesAvailable', () => {
  const prices = [{ symbol: '/GAS', price: new Decimal(1), timestamp: new Date(NOW.getTime() - 60_000), live: true }];
  test('needs a /GAS price at most 2 minutes old and no clone', () => {
    expect(livePricesAvailable({ prices, isClone: false }, NOW)).toBe(true);
    expect(livePricesAvailable({ prices, isClone: true }, NOW)).toBe(false);
    expect(livePricesAvailable({ prices, isClone: false }, new Date(NOW.getTime() + 61_001))).toBe(false);
  });
});

describe('isLimitedMarket', () => {
  const window = (isClone: boolean, gasAgeAtStartMs: number) => ({
    isClone,
    created: NOW,
    prices: [{ symbol: '/GAS', timestamp: new Date(NOW.getTime() - gasAgeAtStartMs), price: new Decimal(700) }],
  });
  test('live prices: no clone and a /GAS quote at most 2 minutes old when the window started', () => {
    expect(isLimitedMarket(window(false, 60_000))).toBe(false);
    expect(isLimitedMarket(window(false, 120_000))).toBe(false);
  });
  test.each([
    ['a clone window', window(true, 0)],
    ['a /GAS quote older than 2 minutes at the start', window(false, 121_000)],
    ['a window without /GAS', { isClone: false, created: NOW, prices: [] }],
    ['no window', null],
  ])('limited with %s', (_name, w) => expect(isLimitedMarket(w)).toBe(true));
});
