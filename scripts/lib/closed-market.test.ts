import { isMarketOpen, nextOpening } from '../../lib/market-window/domain/trading-hours';
import { closedTradingHours } from './closed-market';

const HOURS = { open: '07:00', close: '17:30', days: [1, 2, 3, 4, 5] };
const ZONE = 'Europe/Zurich';

describe('closedTradingHours', () => {
  test.each([
    ['a Monday morning', '2030-01-07T08:00:00Z'],
    ['a Friday just before midnight', '2030-01-11T22:59:00Z'],
    ['a Sunday night', '2030-01-13T21:30:00Z'],
    ['three minutes before the clocks go forward', '2030-03-31T00:57:00Z'],
  ])('keep the market closed for a day from %s, then open it at the opening time', (_, at) => {
    const now = new Date(at);
    const hours = closedTradingHours(now, HOURS, ZONE);
    for (let minutes = 0; minutes <= 24 * 60; minutes += 15) expect(isMarketOpen(new Date(now.getTime() + minutes * 60_000), hours, ZONE)).toBe(false);
    const opening = nextOpening(now, hours, ZONE);
    expect(opening.getTime() - now.getTime()).toBeGreaterThan(24 * 3_600_000);
    expect(isMarketOpen(opening, hours, ZONE)).toBe(true);
  });
});
