import { Pool } from 'pg';

/**
 * Market windows of a spec's own, over plain `pg` (Playwright cannot load the Prisma client), so a
 * spec sees a rollover without waiting for the server's next window.
 */
const pool = new Pool({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', max: 3 });

export interface WindowContent {
  isClone: boolean;
  marketChange: string;
  prices: { symbol: string; price: string; live: boolean; timestamp: string }[];
}

/** Inserts a window of the spec's own; answers its id. */
export type InsertWindow = (change?: (current: WindowContent) => WindowContent) => Promise<number>;

/**
 * Runs `work` holding the advisory lock the servers take to issue a market window, as another
 * instance issuing would: meanwhile no server issues one, and each serves the newest window. The
 * windows `work` inserts are the newest, with the content of the one before (changed by
 * `change`), quoted as fresh as their creation, and end off the servers' grid of window ends: once the
 * lock is released, the next server to look (its market loop within seconds, or the next request)
 * ends such a window and issues one from the current quotes, as after a restart with other window
 * settings. So the window lives only as long as the spec holds the lock, and a new window, which
 * the market loop hands to the price alerts, follows it.
 */
export async function withIssuerLock<T>(work: (insertWindow: InsertWindow) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL lock_timeout = '30s'`);
    const { rows } = await client.query<{ id: string }>(`SELECT "id" FROM "Platform" WHERE "brandId" = $1`, [process.env.BRAND ?? 'fuelmarket']);
    const platformId = rows[0].id;
    // The issuers' lock name (lib/market-window/issue-window.ts issuerLockName).
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('market-window:' || $1))`, [platformId]);
    return await work((change = (current) => current) => insertWindow(platformId, change));
  } finally {
    await client.query('COMMIT').catch(() => undefined);
    client.release();
  }
}

/**
 * The window before is the newest one that has started: Jest's files leave windows dated years
 * ahead on this platform (they call the product with a clock of their own), which no server serves.
 */
async function insertWindow(platformId: string, change: (current: WindowContent) => WindowContent): Promise<number> {
  const { rows } = await pool.query<WindowContent & { created: Date }>(
    `SELECT "created" AT TIME ZONE 'UTC' AS "created", "isClone", "marketChange"::text AS "marketChange", "prices"
     FROM "MarketWindow" WHERE "platformId" = $1 AND "created" <= now() ORDER BY "created" DESC LIMIT 1`,
    [platformId],
  );
  const current = rows[0];
  const created = new Date(Math.max(Date.now() - 500, current.created.getTime() + 1));
  // Half a second past a whole second: never the end of a window the servers issue.
  const expires = new Date(Math.floor(Date.now() / 1000) * 1000 + 30_500);
  const prices = current.prices.map((p) => ({ ...p, timestamp: created.toISOString() }));
  const content = change({ isClone: current.isClone, marketChange: current.marketChange, prices });
  const inserted = await pool.query<{ id: number }>(
    `INSERT INTO "MarketWindow" ("platformId", "created", "expires", "isClone", "marketChange", "prices")
     VALUES ($1, $2::timestamptz AT TIME ZONE 'UTC', $3::timestamptz AT TIME ZONE 'UTC', $4, $5, $6::jsonb) RETURNING "id"`,
    [platformId, created.toISOString(), expires.toISOString(), content.isClone, content.marketChange, JSON.stringify(content.prices)],
  );
  return inserted.rows[0].id;
}

/** Every ICE gasoil month 10 USD/mt dearer: each live price moves. */
export function gasoilDearer(current: WindowContent): WindowContent {
  const prices = current.prices.map((p) => (p.symbol.startsWith('/GAS') ? { ...p, price: (Number(p.price) + 10).toFixed(2) } : p));
  return { ...current, marketChange: '10', prices };
}
