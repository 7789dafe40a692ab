import { oilpool } from '@/brands/oilpool';
import { isMarketOpen } from './domain/trading-hours';
import { windowSettings } from './settings';

const VARIABLES = ['MARKET_WINDOW_MINUTES', 'MARKET_ALWAYS_OPEN', 'MARKET_TRADING_HOURS'] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
beforeEach(() => VARIABLES.forEach((name) => delete process.env[name]));
afterAll(() => VARIABLES.forEach((name) => (saved[name] === undefined ? delete process.env[name] : (process.env[name] = saved[name]))));

describe('windowSettings', () => {
  test("the brand's own settings when nothing replaces them", () => {
    expect(windowSettings(oilpool)).toEqual({ minutes: 5, tradingHours: oilpool.tradingHours, timeZone: 'Europe/Zurich' });
  });

  test('MARKET_TRADING_HOURS replaces the hours, MARKET_WINDOW_MINUTES the window length', () => {
    process.env.MARKET_TRADING_HOURS = '{"open":"08:15","close":"12:00","days":[2,4]}';
    process.env.MARKET_WINDOW_MINUTES = '1';
    expect(windowSettings(oilpool)).toEqual({ minutes: 1, tradingHours: { open: '08:15', close: '12:00', days: [2, 4] }, timeZone: 'Europe/Zurich' });
  });

  test('MARKET_ALWAYS_OPEN=1 wins over the hours', () => {
    process.env.MARKET_TRADING_HOURS = '{"open":"08:15","close":"12:00","days":[2,4]}';
    process.env.MARKET_ALWAYS_OPEN = '1';
    expect(windowSettings(oilpool).tradingHours.days).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  test('MARKET_ALWAYS_OPEN=1 is open in the last minute before midnight', () => {
    process.env.MARKET_ALWAYS_OPEN = '1';
    const { tradingHours, timeZone } = windowSettings(oilpool);
    // Wednesday 9 January 2030, 23:59:30 in Zurich.
    expect(isMarketOpen(new Date('2030-01-09T22:59:30Z'), tradingHours, timeZone)).toBe(true);
  });

  test.each(['Mo-Fr 07:00-18:00', '{"open":"7:00","close":"18:00","days":[1]}', '{"open":"07:00","close":"18:00","days":[8]}'])(
    'refuses MARKET_TRADING_HOURS=%s, naming the variable',
    (value) => {
      process.env.MARKET_TRADING_HOURS = value;
      expect(() => windowSettings(oilpool)).toThrow(/MARKET_TRADING_HOURS/);
    },
  );
});
