import { DateTime } from 'luxon';
import { ApiClient } from '../helpers/api-client';
import { createUser, db } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

/** GET /api/market/history: today's quotes of one symbol, one point per minute. */
afterAll(() => db.$disconnect());

describe('GET /api/market/history', () => {
  it('answers 401 without a session', async () => {
    expect((await new ApiClient().get('/api/market/history?symbol=%2FGAS')).status).toBe(401);
  });

  it('answers 400 for a symbol outside the allowed list', async () => {
    const client = await signInAs(await createUser());
    for (const symbol of ['/XYZ', 'EUR/GBP', '']) {
      const res = await client.get(`/api/market/history?symbol=${encodeURIComponent(symbol)}`);
      expect(res.status).toBe(400);
      expect(res.body.fields.symbol).toBeDefined();
    }
    expect((await client.get('/api/market/history')).status).toBe(400);
  });

  it("gives today's /GAS points, one per minute, sorted by time", async () => {
    const client = await signInAs(await createUser({ type: 'SELLER' }));
    const res = await client.get('/api/market/history?symbol=%2FGAS');
    expect(res.status).toBe(200);
    expect(res.body.symbol).toBe('/GAS');
    const points: { t: string; price: string }[] = res.body.points;
    // The running server's market loop has been ticking, so today holds quotes.
    expect(points.length).toBeGreaterThan(0);
    const times = points.map((p) => new Date(p.t).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
    for (const t of times) expect(t % 60_000).toBe(0);
  });

  it('takes the last quote of each minute and only quotes of today in the brand zone', async () => {
    // Minutes just after local midnight: the feed of the running server has not written there.
    const midnight = DateTime.now().setZone('Europe/Berlin').startOf('day');
    const at = (seconds: number) => midnight.plus({ seconds }).toJSDate();
    const rows = [
      { symbol: 'USD/CHF', price: '0.8111', timestamp: at(70) },
      { symbol: 'USD/CHF', price: '0.8333', timestamp: at(110) },
      { symbol: 'USD/CHF', price: '0.8222', timestamp: at(95) },
      { symbol: 'USD/CHF', price: '0.8444', timestamp: at(125) },
      { symbol: 'USD/CHF', price: '0.7999', timestamp: at(-30) }, // yesterday
    ];
    await db.marketQuote.createMany({ data: rows });
    try {
      const client = await signInAs(await createUser());
      const res = await client.get('/api/market/history?symbol=USD%2FCHF');
      expect(res.status).toBe(200);
      const early = res.body.points.filter((p: { t: string }) => new Date(p.t) < at(180));
      expect(early).toEqual([
        { t: at(60).toISOString(), price: '0.8333' },
        { t: at(120).toISOString(), price: '0.8444' },
      ]);
    } finally {
      await db.marketQuote.deleteMany({ where: { symbol: 'USD/CHF', timestamp: { in: rows.map((r) => r.timestamp) } } });
    }
  });
});
