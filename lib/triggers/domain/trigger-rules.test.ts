import Decimal from 'decimal.js';
import {
  allowedVolume,
  checkTrigger,
  liftingDays,
  nearestTriggerMonth,
  periodWithinMonth,
  splitBundle,
  weekdaySpans,
  withinTriggerTimes,
  type TriggerCheckInput,
  type TriggerRequest,
} from './trigger-rules';

const d = (v: string | number) => new Decimal(v);
const ZONE = 'Europe/Berlin';
// Tuesday 24 November 2026, 10:00 in Berlin; the contract is for December.
const TUESDAY_10 = new Date('2026-11-24T09:00:00Z');
// 1 to 8 December: the next week, within the contract month.
const DECEMBER_WEEK = { startDays: 7, endDays: 14 };

const request = (change: Partial<TriggerRequest> = {}): TriggerRequest => ({
  volumes: [{ product: 'Diesel B7', quantity: d(30), priced: true }],
  liftingPeriod: DECEMBER_WEEK,
  pickupStart: null,
  ...change,
});

type Change = Partial<Omit<TriggerCheckInput, 'trading' | 'contract'>> & {
  trading?: Partial<TriggerCheckInput['trading']>;
  contract?: Partial<TriggerCheckInput['contract']>;
};

const input = ({ trading, contract, ...change }: Change = {}): TriggerCheckInput => ({
  now: TUESDAY_10,
  zone: ZONE,
  trading: {
    purchaseRight: true,
    accountReleased: true,
    purchasingDisabled: false,
    relationshipStatus: 'ENABLED',
    sellerBlocked: false,
    marketLimited: false,
    ...trading,
  },
  contract: {
    month: '2026-12',
    weekdays: [1, 2, 3, 4, 5],
    timeFrom: '08:00',
    timeTo: '18:00',
    orderMin: d(10),
    orderMax: d(100),
    dailyCount: 3,
    monthlyVolume: d(200),
    flexibility: d(0),
    ...contract,
  },
  used: { volume: d(0), today: 0 },
  request: request(),
  ...change,
});

const notPermitted = (reason: string) => ({ key: 'trigger_trading_not_permitted', data: { reason } });

describe('checkTrigger: each refusal of trading-domain 8', () => {
  test.each<[string, Change, unknown]>([
    ['passes a trigger that keeps every rule', {}, null],
    ['trading not permitted: no purchase right', { trading: { purchaseRight: false } }, notPermitted('no_purchase_right')],
    ['trading not permitted: account not released', { trading: { accountReleased: false } }, notPermitted('not_released')],
    ['trading not permitted: purchasing disabled', { trading: { purchasingDisabled: true } }, notPermitted('purchasing_disabled')],
    ['trading not permitted: seller link interrupted', { trading: { relationshipStatus: 'DISABLED' } }, notPermitted('link_interrupted')],
    ['trading not permitted: no relationship', { trading: { relationshipStatus: null } }, notPermitted('link_interrupted')],
    ['trading not permitted: seller blocked', { trading: { sellerBlocked: true } }, notPermitted('seller_blocked')],
    ['trading not permitted: clone window', { trading: { marketLimited: true } }, notPermitted('market_limited')],
    [
      'trading not permitted: the first reason of several, the user’s own right first',
      { trading: { purchaseRight: false, accountReleased: false, sellerBlocked: true } },
      notPermitted('no_purchase_right'),
    ],
    ['trading not permitted: the account before the seller', { trading: { accountReleased: false, sellerBlocked: true } }, notPermitted('not_released')],
    [
      'outside trigger times (evening)',
      { now: new Date('2026-11-24T17:30:00Z') },
      { key: 'trigger_outside_times', data: { from: '08:00', to: '18:00', weekdays: [1, 2, 3, 4, 5] } },
    ],
    [
      'outside trigger times (Saturday)',
      { now: new Date('2026-11-28T09:00:00Z') },
      { key: 'trigger_outside_times', data: { from: '08:00', to: '18:00', weekdays: [1, 2, 3, 4, 5] } },
    ],
    [
      'minimum 1 cbm per product',
      {
        request: request({
          volumes: [
            { product: 'Super E5', quantity: d('0.999'), priced: true },
            { product: 'Super E10', quantity: d(20), priced: true },
          ],
        }),
      },
      { key: 'trigger_minimum_per_product', data: { product: 'Super E5' } },
    ],
    [
      'volume below the order minimum',
      { request: request({ volumes: [{ product: 'Diesel B7', quantity: d(9), priced: true }] }) },
      { key: 'trigger_volume_out_of_range', data: { min: '10', max: '100' } },
    ],
    [
      'volume above the order maximum',
      { request: request({ volumes: [{ product: 'Diesel B7', quantity: d(101), priced: true }] }) },
      { key: 'trigger_volume_out_of_range', data: { min: '10', max: '100' } },
    ],
    [
      'lifting period starting before the contract month',
      { request: request({ liftingPeriod: { startDays: 6, endDays: 12 } }) },
      { key: 'trigger_invalid_lifting_period' },
    ],
    [
      'lifting period ending after the contract month',
      { request: request({ liftingPeriod: { startDays: 30, endDays: 40 } }) },
      { key: 'trigger_invalid_lifting_period' },
    ],
    [
      'lifting period after the contract month',
      { request: request({ liftingPeriod: { startDays: 39, endDays: 42 } }) },
      { key: 'trigger_invalid_lifting_period' },
    ],
    ['the whole month as lifting period', { request: request({ liftingPeriod: { startDays: 7, endDays: 37 } }) }, null],
    ['no lifting period', { request: request({ liftingPeriod: null }) }, { key: 'trigger_invalid_lifting_period' }],
    ['pickup start within the lifting period', { request: request({ pickupStart: '2026-12-08' }) }, null],
    ['pickup start after the lifting period', { request: request({ pickupStart: '2026-12-09' }) }, { key: 'trigger_invalid_lifting_period' }],
    ['pickup start before the contract month', { request: request({ pickupStart: '2026-11-30' }) }, { key: 'trigger_invalid_lifting_period' }],
    ['daily trigger count used up', { used: { volume: d(0), today: 3 } }, { key: 'trigger_daily_limit_reached', data: { limit: 3 } }],
    ['monthly volume used up', { used: { volume: d('170.5'), today: 0 } }, { key: 'trigger_monthly_volume_used_up', data: { available: '29.5' } }],
    [
      'the generic failure: a product of a bundle the engine cannot price now',
      {
        request: request({
          volumes: [
            { product: 'Super E5', quantity: d(18), priced: true },
            { product: 'Super E10', quantity: d(12), priced: false },
          ],
        }),
      },
      { key: 'trigger_failed', data: { cause: 'no_price', product: 'Super E10' } },
    ],
  ])('%s', (_name, change, expected) => {
    expect(checkTrigger(input(change))).toEqual(expected);
  });

  // Each row fails its own step and every later one, and passes every earlier one: the answer is always its own step.
  const STEPS = ['trading', 'times', 'minimum', 'range', 'period', 'daily', 'monthly', 'price'] as const;
  const failingFrom = (step: (typeof STEPS)[number]): Change => {
    const fails = (s: (typeof STEPS)[number]) => STEPS.indexOf(s) >= STEPS.indexOf(step);
    const volumes = fails('minimum')
      ? [
          { product: 'Super E5', quantity: d('0.5'), priced: false },
          { product: 'Super E10', quantity: d(120), priced: false },
        ]
      : [{ product: 'Super E5', quantity: d(fails('range') ? 120 : 30), priced: !fails('price') }];
    return {
      trading: { relationshipStatus: fails('trading') ? 'DISABLED' : 'ENABLED' },
      contract: fails('times') ? { timeFrom: '06:00', timeTo: '07:00' } : {},
      request: request({ volumes, liftingPeriod: fails('period') ? { startDays: 0, endDays: 3 } : DECEMBER_WEEK }),
      used: { volume: d(fails('monthly') ? 190 : 0), today: fails('daily') ? 3 : 0 },
    };
  };
  test.each([
    ['trading', 'trigger_trading_not_permitted'],
    ['times', 'trigger_outside_times'],
    ['minimum', 'trigger_minimum_per_product'],
    ['range', 'trigger_volume_out_of_range'],
    ['period', 'trigger_invalid_lifting_period'],
    ['daily', 'trigger_daily_limit_reached'],
    ['monthly', 'trigger_monthly_volume_used_up'],
    ['price', 'trigger_failed'],
  ] as const)('in order: when %s and every later check fail, the answer is %s', (step, key) => {
    expect(checkTrigger(input(failingFrom(step)))?.key).toBe(key);
  });

  test('the flexibility widens the month: 100 cbm at 10 % allow 110', () => {
    expect(allowedVolume(d(100), d(10)).toString()).toBe('110');
    const month = { contract: { monthlyVolume: d(100), flexibility: d(10), orderMax: d(200) } };
    expect(checkTrigger(input({ ...month, request: request({ volumes: [{ product: 'Diesel B7', quantity: d(110), priced: true }] }) }))).toBeNull();
    expect(checkTrigger(input({ ...month, request: request({ volumes: [{ product: 'Diesel B7', quantity: d('110.001'), priced: true }] }) }))?.key).toBe(
      'trigger_monthly_volume_used_up',
    );
  });
});

describe('checkTrigger without a request: why the buyer’s trigger button is off', () => {
  test.each<[string, Change, string | null]>([
    ['a contract that may trigger', {}, null],
    ['a blocked seller', { trading: { sellerBlocked: true } }, 'trigger_trading_not_permitted'],
    ['outside the trigger times', { now: new Date('2026-11-24T18:00:00Z') }, 'trigger_outside_times'],
    ['a contract month that is over', { contract: { month: '2026-10' } }, 'trigger_invalid_lifting_period'],
    ['the last day of the contract month (Monday 30 November)', { contract: { month: '2026-11' }, now: new Date('2026-11-30T10:00:00Z') }, null],
    [
      'the last days of the month, when no lifting period offered ends within it',
      // Saturday 28 November, on a contract that triggers every day.
      {
        contract: { month: '2026-11', weekdays: [1, 2, 3, 4, 5, 6, 7] },
        now: new Date('2026-11-28T10:00:00Z'),
        liftingPeriods: [{ startDays: 0, endDays: 3 }],
      },
      'trigger_invalid_lifting_period',
    ],
    [
      'the last day of the month with a same-day period',
      {
        contract: { month: '2026-11' },
        now: new Date('2026-11-30T10:00:00Z'),
        liftingPeriods: [
          { startDays: 0, endDays: 3 },
          { startDays: 0, endDays: 0 },
        ],
      },
      null,
    ],
    [
      'a month too far ahead for any lifting period',
      { contract: { month: '2027-02' }, liftingPeriods: [{ startDays: 0, endDays: 3 }, DECEMBER_WEEK] },
      'trigger_invalid_lifting_period',
    ],
    ['next month, which the following week reaches', { liftingPeriods: [{ startDays: 0, endDays: 3 }, DECEMBER_WEEK] }, null],
    ['the daily count used up', { used: { volume: d(0), today: 3 } }, 'trigger_daily_limit_reached'],
    ['less than the order minimum left', { used: { volume: d('190.001'), today: 0 } }, 'trigger_monthly_volume_used_up'],
    ['the order minimum left', { used: { volume: d(190), today: 0 } }, null],
  ])('%s', (_name, change, key) => {
    expect(checkTrigger(input({ ...change, request: null }))?.key ?? null).toBe(key);
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

  const everyDay = { weekdays: [1, 2, 3, 4, 5, 6, 7], from: '08:00', to: '18:00' };
  test('clocks back (25 October 2026): the window stays at 08:00 local time', () => {
    // The day before, 08:00 CEST is 06:00 UTC; on the day, 08:00 CET is 07:00 UTC.
    expect(withinTriggerTimes(everyDay, new Date('2026-10-24T06:00:00Z'), ZONE)).toBe(true);
    expect(withinTriggerTimes(everyDay, new Date('2026-10-25T06:30:00Z'), ZONE)).toBe(false);
    expect(withinTriggerTimes(everyDay, new Date('2026-10-25T07:00:00Z'), ZONE)).toBe(true);
  });

  test('clocks forward (29 March 2026): the window stays at 08:00 local time, and a night window spans the missing hour', () => {
    // The day before, 08:00 CET is 07:00 UTC; on the day, 08:00 CEST is 06:00 UTC.
    expect(withinTriggerTimes(everyDay, new Date('2026-03-28T06:30:00Z'), ZONE)).toBe(false);
    expect(withinTriggerTimes(everyDay, new Date('2026-03-28T07:00:00Z'), ZONE)).toBe(true);
    expect(withinTriggerTimes(everyDay, new Date('2026-03-29T05:59:00Z'), ZONE)).toBe(false);
    expect(withinTriggerTimes(everyDay, new Date('2026-03-29T06:00:00Z'), ZONE)).toBe(true);
    expect(withinTriggerTimes(everyDay, new Date('2026-03-29T16:00:00Z'), ZONE)).toBe(false);
    // 01:30 to 03:30 on Sunday: 01:45 CET is in; 02:00 CET is 03:00 CEST, still in; 03:30 CEST is out.
    const shortNight = { weekdays: [7], from: '01:30', to: '03:30' };
    expect(withinTriggerTimes(shortNight, new Date('2026-03-29T00:45:00Z'), ZONE)).toBe(true);
    expect(withinTriggerTimes(shortNight, new Date('2026-03-29T01:00:00Z'), ZONE)).toBe(true);
    expect(withinTriggerTimes(shortNight, new Date('2026-03-29T01:30:00Z'), ZONE)).toBe(false);
  });
});

describe('the collection window a lifting period fixes', () => {
  const PROMPT = { startDays: 0, endDays: 3 };
  test.each([
    ['Tuesday 10:00', '2026-11-24T09:00:00Z', PROMPT, { start: '2026-11-24', end: '2026-11-27' }],
    ['00:30 in Berlin is already the next day there (23:30 UTC)', '2026-11-30T23:30:00Z', PROMPT, { start: '2026-12-01', end: '2026-12-04' }],
    ['across the clocks going back (25 October 2026)', '2026-10-24T22:30:00Z', { startDays: 1, endDays: 2 }, { start: '2026-10-26', end: '2026-10-27' }],
    ['across the clocks going forward (29 March 2026)', '2026-03-28T23:30:00Z', { startDays: 0, endDays: 1 }, { start: '2026-03-29', end: '2026-03-30' }],
  ])('%s', (_name, at, period, days) => {
    expect(liftingDays(period, new Date(at), ZONE)).toEqual(days);
  });

  test.each([
    ['Prompt on 27 November lies in November', '2026-11-27T09:00:00Z', PROMPT, '2026-11', true],
    ['Prompt on 28 November reaches into December', '2026-11-28T09:00:00Z', PROMPT, '2026-11', false],
    ['the next week on 28 November lies in December', '2026-11-28T09:00:00Z', DECEMBER_WEEK, '2026-12', true],
    ['the same day on the last day of the month', '2026-11-30T22:59:00Z', { startDays: 0, endDays: 0 }, '2026-11', true],
  ])('within the contract month: %s', (_name, at, period, month, expected) => {
    expect(periodWithinMonth(period, month, new Date(at), ZONE)).toBe(expected);
  });
});

describe('the nearest contract month a trigger can lift in', () => {
  const SEEDED = [
    { startDays: 0, endDays: 3 },
    { startDays: 0, endDays: 7 },
    { startDays: 7, endDays: 14 },
    { startDays: 0, endDays: 30 },
  ];
  test.each([
    ['the middle of the month: this month', '2026-11-10T09:00:00Z', '2026-11'],
    ['the last day on which Prompt ends within it', '2026-11-27T09:00:00Z', '2026-11'],
    ['three days before its end: the next month, by the following week', '2026-11-28T09:00:00Z', '2026-12'],
    ['its last evening in Berlin (22:30 UTC is 23:30 there)', '2026-11-30T22:30:00Z', '2026-12'],
    ['00:30 in Berlin on the 1st (still the 30th in UTC)', '2026-11-30T23:30:00Z', '2026-12'],
    ['the year’s last days', '2026-12-30T09:00:00Z', '2027-01'],
  ])('%s', (_name, at, month) => {
    expect(nearestTriggerMonth(SEEDED, new Date(at), ZONE)).toBe(month);
  });
});

test.each([
  [[1, 2, 3, 4, 5], [[1, 5]]],
  [
    [5, 1, 3, 4],
    [
      [1, 1],
      [3, 5],
    ],
  ],
  [[1, 2, 3, 4, 5, 6, 7], [[1, 7]]],
  [[7], [[7, 7]]],
])('weekdaySpans(%j) runs the consecutive trigger days together', (weekdays, spans) => {
  expect(weekdaySpans(weekdays)).toEqual(spans);
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
