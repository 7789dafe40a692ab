import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Decimal from 'decimal.js';
import { db } from '@/lib/db';
import { externalSource, simulatedSource } from '@/lib/market-data/source';
import { issueWindow } from '@/lib/market-window/issue-window';

// These tests reason in the brand's 5-minute windows, whatever the test server runs with.
process.env.MARKET_WINDOW_MINUTES = '5';
afterAll(() => db.$disconnect());

describe('market window issuance against PostgreSQL', () => {
  test('ten concurrent issuers produce exactly one window', async () => {
    const platformId = `TEST-${randomUUID()}`;
    const now = new Date('2030-01-07T09:01:00Z'); // a Monday inside trading hours
    const results = await Promise.all(Array.from({ length: 10 }, () => issueWindow(platformId, now)));
    const issued = results.filter((w) => w !== null);
    expect(issued.length).toBeGreaterThanOrEqual(1);
    expect(new Set(issued.map((w) => w!.id)).size).toBe(1);
    expect(await db.marketWindow.count({ where: { platformId } })).toBe(1);
    await db.marketWindow.deleteMany({ where: { platformId } });
  });

  test('a window in the same 5 minutes is reused, the next one is new', async () => {
    const platformId = `TEST-${randomUUID()}`;
    const first = await issueWindow(platformId, new Date('2030-01-07T09:01:00Z'));
    const again = await issueWindow(platformId, new Date('2030-01-07T09:04:59Z'));
    const next = await issueWindow(platformId, new Date('2030-01-07T09:05:00Z'));
    expect(again!.id).toBe(first!.id);
    expect(next!.id).not.toBe(first!.id);
    expect(next!.created).toEqual(new Date('2030-01-07T09:05:00Z'));
    await db.marketWindow.deleteMany({ where: { platformId } });
  });
});

describe('market data sources', () => {
  test('the CSV provider reads symbol, price and timestamp', async () => {
    const file = path.join(os.tmpdir(), `quotes-${randomUUID()}.csv`);
    fs.writeFileSync(file, 'symbol,price,timestamp\n/GAS,712.25,2030-01-07T09:00:00Z\nEUR/USD,1.0901,2030-01-07T09:00:01Z\n');
    const quotes = await externalSource({ file }).fetchQuotes(new Date(), []);
    expect(quotes).toEqual([
      { symbol: '/GAS', price: new Decimal('712.25'), timestamp: new Date('2030-01-07T09:00:00Z') },
      { symbol: 'EUR/USD', price: new Decimal('1.0901'), timestamp: new Date('2030-01-07T09:00:01Z') },
    ]);
    fs.rmSync(file);
  });

  test('the CSV provider refuses a malformed file as a whole', async () => {
    const file = path.join(os.tmpdir(), `quotes-${randomUUID()}.csv`);
    fs.writeFileSync(file, '/GAS,not-a-price,2030-01-07T09:00:00Z\n');
    await expect(externalSource({ file }).fetchQuotes(new Date(), [])).rejects.toThrow();
    fs.rmSync(file);
  });

  test('the simulated feed walks on from the last stored quotes', async () => {
    const at = new Date('2030-01-07T09:00:00Z');
    const quotes = await simulatedSource.fetchQuotes(at, [{ symbol: '/GAS', price: new Decimal('650.00'), timestamp: at }]);
    const gas = quotes.find((q) => q.symbol === '/GAS')!.price.toNumber();
    expect(Math.abs(gas - 650)).toBeLessThan(5);
  });
});
