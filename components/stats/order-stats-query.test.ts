import { orderStatsQuery } from './order-stats-query';
import { NO_FILTER, quickRangeQuery } from './stats-query';

const BERLIN = 'Europe/Berlin';

describe('orderStatsQuery', () => {
  it('sends only the stat type without filters', () => {
    expect(orderStatsQuery('ACCOUNT_RANKING', NO_FILTER, BERLIN)).toBe('statType=ACCOUNT_RANKING');
  });

  it('sends picked days as start of the first and 23:59:59.999 of the last day', () => {
    const query = new URLSearchParams(orderStatsQuery('ACCOUNT_RANKING', { ...NO_FILTER, dateRange: { start: '2026-11-01', end: '2026-11-15' } }, BERLIN));
    expect(query.get('dateRangeSelected')).toBe('2026-10-31T23:00:00.000Z,2026-11-15T22:59:59.999Z');
    expect(query.has('dayQuery')).toBe(false);
  });

  it('lets a quick range win over picked days', () => {
    const query = new URLSearchParams(
      orderStatsQuery('ACCOUNT_RANKING', { ...NO_FILTER, days: 7, dateRange: { start: '2026-11-01', end: '2026-11-15' } }, BERLIN),
    );
    expect(query.get('dayQuery')).toBe('7');
    expect(query.has('dateRangeSelected')).toBe(false);
  });

  it('sends products for the ranking and accounts for the product volume', () => {
    const filter = { ...NO_FILTER, terminals: [1, 2], products: [3], accounts: [4], deliveryAddresses: [5] };
    const ranking = new URLSearchParams(orderStatsQuery('ACCOUNT_RANKING', filter, BERLIN));
    expect(Object.fromEntries(ranking)).toEqual({ statType: 'ACCOUNT_RANKING', terminalSelected: '1,2', productSelected: '3', deliveryAddressSelected: '5' });
    const volume = new URLSearchParams(orderStatsQuery('PRODUCT_VOLUME', filter, BERLIN));
    expect(Object.fromEntries(volume)).toEqual({ statType: 'PRODUCT_VOLUME', terminalSelected: '1,2', accountSelected: '4', deliveryAddressSelected: '5' });
  });

  it('writes a bare quick range like the dashboard widget asks for it', () => {
    for (const days of [1, 7, 30] as const) {
      expect(orderStatsQuery('ACCOUNT_RANKING', { ...NO_FILTER, days }, BERLIN)).toBe(quickRangeQuery('ACCOUNT_RANKING', days));
    }
  });
});
