import Decimal from 'decimal.js';
import { allowedVolume, checkTrigger, splitBundle, withinTriggerTimes, type TriggerCheckInput } from './trigger-rules';

const d = (v: string | number) => new Decimal(v);
const ZONE = 'Europe/Berlin';
// Tuesday 24 November 2026, 10:00 in Berlin.
const TUESDAY_10 = new Date('2026-11-24T09:00:00Z');

const input = (change: Partial<TriggerCheckInput> = {}): TriggerCheckInput => ({
  now: TUESDAY_10,
  zone: ZONE,
  tradingPermitted: true,
  times: { weekdays: [1, 2, 3, 4, 5], from: '08:00', to: '18:00' },
  volumes: [{ product: 'Diesel B7', quantity: d(30) }],
  orderMin: d(10),
  orderMax: d(100),
  month: '2026-12',
  liftingPeriod: { start: '2026-12-01', end: '2026-12-31' },
  dailyCount: 3,
  triggeredToday: 0,
  available: d(200),
  ...change,
});

describe('checkTrigger: each refusal of trading-domain 8, in order', () => {
  test.each<[string, Partial<TriggerCheckInput>, unknown]>([
    ['passes a trigger that keeps every rule', {}, null],
    ['trading not permitted', { tradingPermitted: false, triggeredToday: 9 }, { key: 'trigger_trading_not_permitted' }],
    ['outside trigger times (evening)', { now: new Date('2026-11-24T17:30:00Z') }, { key: 'trigger_outside_times', data: { from: '08:00', to: '18:00' } }],
    ['outside trigger times (Saturday)', { now: new Date('2026-11-28T09:00:00Z') }, { key: 'trigger_outside_times', data: { from: '08:00', to: '18:00' } }],
    [
      'minimum 1 cbm per product',
      {
        volumes: [
          { product: 'Super E5', quantity: d('0.999') },
          { product: 'Super E10', quantity: d(20) },
        ],
      },
      { key: 'trigger_minimum_per_product', data: { product: 'Super E5' } },
    ],
    [
      'volume below the order minimum',
      { volumes: [{ product: 'Diesel B7', quantity: d(9) }] },
      { key: 'trigger_volume_out_of_range', data: { min: '10', max: '100' } },
    ],
    [
      'volume above the order maximum',
      { volumes: [{ product: 'Diesel B7', quantity: d(101) }] },
      { key: 'trigger_volume_out_of_range', data: { min: '10', max: '100' } },
    ],
    [
      'lifting period starting before the contract month',
      { liftingPeriod: { start: '2026-11-30', end: '2026-12-06' } },
      { key: 'trigger_invalid_lifting_period' },
    ],
    [
      'lifting period starting after the contract month',
      { liftingPeriod: { start: '2027-01-02', end: '2027-01-05' } },
      { key: 'trigger_invalid_lifting_period' },
    ],
    ['no lifting period', { liftingPeriod: null }, { key: 'trigger_invalid_lifting_period' }],
    ['daily trigger count used up', { triggeredToday: 3 }, { key: 'trigger_daily_limit_reached', data: { limit: 3 } }],
    ['monthly volume used up', { available: d('29.5') }, { key: 'trigger_monthly_volume_used_up', data: { available: '29.5' } }],
  ])('%s', (_name, change, expected) => {
    expect(checkTrigger(input(change))).toEqual(expected);
  });

  test('the flexibility widens the month: 100 cbm at 10 % allow 110', () => {
    expect(allowedVolume(d(100), d(10)).toString()).toBe('110');
    expect(
      checkTrigger(input({ volumes: [{ product: 'Diesel B7', quantity: d(100) }], orderMax: d(200), available: allowedVolume(d(100), d(10)) })),
    ).toBeNull();
  });
});

describe('trigger times', () => {
  const night = { weekdays: [1, 2, 3, 4, 5], from: '22:00', to: '06:00' };
  test.each([
    ['Friday 23:00 belongs to Friday', '2026-11-27T22:00:00Z', true],
    ['Saturday 05:00 belongs to Friday night', '2026-11-28T04:00:00Z', true],
    ['Saturday 23:00 is no trigger night', '2026-11-28T22:00:00Z', false],
    ['Monday 05:00 belongs to Sunday night, no trigger day', '2026-11-30T04:00:00Z', false],
    ['Monday 12:00 is outside the night window', '2026-11-30T11:00:00Z', false],
  ])('across midnight: %s', (_name, at, expected) => {
    expect(withinTriggerTimes(night, new Date(at), ZONE)).toBe(expected);
  });

  test('across a daylight-saving change the window stays at 08:00 local time', () => {
    const day = { weekdays: [1, 2, 3, 4, 5, 6, 7], from: '08:00', to: '18:00' };
    // 25 October 2026 (clocks back): 08:00 CET is 07:00 UTC; the day before, 08:00 CEST is 06:00 UTC.
    expect(withinTriggerTimes(day, new Date('2026-10-24T06:00:00Z'), ZONE)).toBe(true);
    expect(withinTriggerTimes(day, new Date('2026-10-25T06:30:00Z'), ZONE)).toBe(false);
    expect(withinTriggerTimes(day, new Date('2026-10-25T07:00:00Z'), ZONE)).toBe(true);
  });
});

describe('splitBundle', () => {
  test('splits a mogas total by percent to the litre, the last product taking the rounding', () => {
    const parts = splitBundle(d('100.001'), [
      { productId: 1, percent: d(60) },
      { productId: 2, percent: d(40) },
    ]);
    expect(parts.map((p) => [p.productId, p.quantity.toString()])).toEqual([
      [1, '60'],
      [2, '40.001'],
    ]);
  });
});
