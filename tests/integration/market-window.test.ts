import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Decimal from 'decimal.js';
import { db } from '@/lib/db';
import { ingestQuotes } from '@/lib/market-data/ingest-quotes';
import { externalSource, simulatedSource } from '@/lib/market-data/source';
import { getCurrentWindow } from '@/lib/market-window/get-current-window';
import { getPreviousWindow } from '@/lib/market-window/read-window';
import { issueWindow, issuerLockName } from '@/lib/market-window/issue-window';

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

describe('a window dated later than the clock (issued with another clock)', () => {
  const window = (platformId: string, created: string, expires: string, gas: string) =>
    db.marketWindow.create({
      data: {
        platformId,
        created: new Date(created),
        expires: new Date(expires),
        isClone: false,
        marketChange: 0,
        prices: [{ symbol: '/GAS', price: gas, live: true, timestamp: created }],
      },
    });

  test('is neither the current window nor the one before, even while another instance issues', async () => {
    const platformId = `TEST-${randomUUID()}`;
    const now = new Date('2030-01-07T09:01:00Z');
    // Ended off the grid of 5-minute windows: the server replaces it, unless another instance is issuing.
    const started = await window(platformId, '2030-01-07T09:00:00Z', '2030-01-07T09:04:30Z', '700.00');
    await window(platformId, '2031-06-02T09:00:00Z', '2031-06-02T09:05:00Z', '900.00');
    await db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${issuerLockName(platformId)}))`;
      expect((await getCurrentWindow(platformId, now))?.id).toBe(started.id);
    });
    // The quotes are years older than this clock: the new window clones the prices of the one before, the started one's.
    const issued = await issueWindow(platformId, now);
    expect(issued!.created).toEqual(now);
    expect(issued!.isClone).toBe(true);
    expect(issued!.prices.map((p) => [p.symbol, p.price.toFixed(2)])).toEqual([['/GAS', '700.00']]);
    expect((await getPreviousWindow(platformId, issued!))?.id).toBe(started.id);
    await db.marketWindow.deleteMany({ where: { platformId } });
  });
});

describe('market data sources', () => {
  test('the CSV provider reads symbol, price and timestamp', async () => {
    const file = path.join(os.tmpdir(), `quotes-${randomUUID()}.csv`);
    fs.writeFileSync(file, 'symbol,price,timestamp\n/GAS,712.25,2030-01-07T09:00:00Z\nEUR/USD,1.0901,2030-01-07T09:00:01Z\n');
    const quotes = await externalSource({ file }).fetchQuotes(new Date(), []);
    expect(quotes).toEqual([
      { symbol: '/GAS', price: new Decimal('712.25'), timestamp: new Date('2030-01-07T09:00:00Z'), settlement: false },
      { symbol: 'EUR/USD', price: new Decimal('1.0901'), timestamp: new Date('2030-01-07T09:00:01Z'), settlement: false },
    ]);
    fs.rmSync(file);
  });

  test('a fourth CSV column "settlement" and a JSON "settlement": true mark settlement rows', async () => {
    const file = path.join(os.tmpdir(), `quotes-${randomUUID()}.csv`);
    fs.writeFileSync(file, 'symbol,price,timestamp,settlement\n/GAS,712.25,2030-01-07T09:00:00Z\n/GAS,708.50,2030-01-04T16:30:00Z,settlement\n');
    const quotes = await externalSource({ file }).fetchQuotes(new Date(), []);
    expect(quotes.map((q) => q.settlement)).toEqual([false, true]);
    fs.rmSync(file);
    const server = http.createServer((_req, res) =>
      res.end(JSON.stringify([{ symbol: '/GAS', price: 708.5, timestamp: '2030-01-04T16:30:00Z', settlement: true }])),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const rows = await externalSource({ url: `http://127.0.0.1:${port}/quotes` }).fetchQuotes(new Date(), []);
      expect(rows).toEqual([{ symbol: '/GAS', price: new Decimal('708.5'), timestamp: new Date('2030-01-04T16:30:00Z'), settlement: true }]);
    } finally {
      server.close();
    }
  });

  test('a settlement offered again on every tick is stored once, and the first one stands', async () => {
    const symbol = `TEST/SETTLE-${randomUUID().slice(0, 8)}`;
    const at = new Date('2020-01-06T16:30:00Z');
    const source = (price: string) => ({ name: 'test', fetchQuotes: async () => [{ symbol, price: new Decimal(price), timestamp: at, settlement: true }] });
    try {
      // The server's own feed may hold the ingest lock for a moment: try again until this tick is the one stored.
      for (const price of ['700.00', '701.00']) while ((await ingestQuotes(source(price))) === 0) await new Promise((r) => setTimeout(r, 200));
      const rows = await db.marketQuote.findMany({ where: { symbol } });
      expect(rows.map((r) => [r.price.toString(), r.settlement])).toEqual([['700', true]]);
    } finally {
      await db.marketQuote.deleteMany({ where: { symbol } });
    }
  });

  test('the simulated feed offers the latest settlement of every ICE month at the tick’s prices', async () => {
    const at = new Date('2030-01-07T09:00:00Z');
    const quotes = await simulatedSource.fetchQuotes(at, []);
    const settlements = quotes.filter((q) => q.settlement);
    expect(settlements.map((q) => q.symbol)).toEqual(['/GAS', '/GAS<1>', '/GAS<2>', '/GAS<3>', '/GAS<4>', '/GAS<5>', '/GAS<6>']);
    // Monday morning: Friday's 16:30 London.
    expect(settlements.every((q) => q.timestamp.toISOString() === '2030-01-04T16:30:00.000Z')).toBe(true);
    expect(settlements[0].price).toEqual(quotes.find((q) => q.symbol === '/GAS' && !q.settlement)!.price);
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
