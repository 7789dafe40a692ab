import http from 'node:http';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { Client } from 'pg';
import { percentile } from './open-loop';
import type { ScaleData } from './market-data';

/** Each offer of GET /api/v2/offers names its window once: counting the key counts the offers. */
const OFFER_KEY = Buffer.from('"windowId":');
/** A refused call is tried again after its Retry-After, as the browser's window and query retries do, this often at most. */
const TRIES = 3;

export interface Answer {
  status: number;
  /** Bytes on the wire (gzip when the server compressed). */
  bytes: number;
  /** The body as it came (see `unpack`). */
  raw: Buffer;
  gzipped: boolean;
  retryAfter: string | undefined;
  /** When the last byte arrived (performance.now()). */
  at: number;
}

/**
 * One GET as the browser sends it (session cookie, gzip accepted). The latency ends when the last
 * byte is in. The body is unpacked and counted later (`unpack`), once the run is over: a browser
 * unpacks on its own machine, and here each unpacking (a millisecond or more for the 2,000-offer
 * market) would take from the server's two cores while it works.
 */
export function get(agent: http.Agent, url: string, cookie: string, timeoutMs = 30_000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { cookie, 'accept-encoding': 'gzip', accept: 'application/json' }, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const at = performance.now();
        const raw = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          bytes: raw.length,
          raw,
          gzipped: res.headers['content-encoding'] === 'gzip',
          retryAfter: res.headers['retry-after'] as string | undefined,
          at,
        });
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

/** A market answer's JSON size, its offers and the window of its first offer (null without offers). */
export function unpack(answer: Answer): { jsonBytes: number; offers: number; windowId: number | null } {
  const json = answer.gzipped ? zlib.gunzipSync(answer.raw) : answer.raw;
  let offers = 0;
  for (let i = json.indexOf(OFFER_KEY); i !== -1; i = json.indexOf(OFFER_KEY, i + OFFER_KEY.length)) offers++;
  const first = json.indexOf(OFFER_KEY);
  const windowId = first === -1 ? null : parseInt(json.subarray(first + OFFER_KEY.length, first + OFFER_KEY.length + 20).toString(), 10);
  return { jsonBytes: json.length, offers, windowId };
}

/** One open market screen: its stream (GET /api/market/stream) and what it heard. */
export interface Screen {
  cookie: string;
  /** Called for every event with its name, its data and when it arrived. */
  onEvent?: (event: string, data: string, at: number) => void;
  close(): void;
}

/**
 * Opens one market screen per cookie as the page does: its SSE stream, each on its own socket, with
 * a plain line parser (the client stays light with a thousand of them), and its market loaded once
 * (GET /api/v2/offers), so a rollover meets screens that hold a market, as the browser's do.
 * Resolves when every stream sent its first message and every market is in; a call refused as it
 * opens (503) tries again after Retry-After. Returns the screens and the refusals met while opening.
 */
export async function openScreens(baseUrl: string, cookies: string[]): Promise<{ screens: Screen[]; refused: number }> {
  let refused = 0;
  const open = (cookie: string): Promise<Screen> =>
    new Promise((resolve, reject) => {
      const screen: Screen = { cookie, close: () => req.destroy() };
      const req = http.get(`${baseUrl}/api/market/stream`, { agent: false, headers: { cookie, accept: 'text/event-stream' } }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          refused++;
          const wait = 1000 * Number(res.headers['retry-after'] ?? 1);
          return void setTimeout(() => open(cookie).then(resolve, reject), wait);
        }
        res.setEncoding('utf8');
        let buffer = '';
        let event = 'message';
        let data: string[] = [];
        let first = true;
        res.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n')) !== -1) {
            const line = buffer.slice(0, end).replace(/\r$/, '');
            buffer = buffer.slice(end + 1);
            if (line === '') {
              if (first) {
                first = false;
                resolve(screen);
              } else if (data.length) screen.onEvent?.(event, data.join('\n'), at);
              event = 'message';
              data = [];
            } else if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
          }
        });
        res.on('error', () => undefined);
      });
      req.on('error', reject);
    });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  const load = async (cookie: string): Promise<void> => {
    const answer = await get(agent, `${baseUrl}/api/v2/offers`, cookie);
    if (answer.status === 200) return;
    refused++;
    await new Promise((resolve) => setTimeout(resolve, 1000 * Number(answer.retryAfter ?? 1)));
    return load(cookie);
  };
  const screens: Screen[] = [];
  // 50 at a time: a thousand screens do not open in the same millisecond either.
  for (let i = 0; i < cookies.length; i += 50) {
    const batch = cookies.slice(i, i + 50);
    screens.push(...(await Promise.all(batch.map(open))));
    await Promise.all(batch.map(load));
  }
  agent.destroy();
  return { screens, refused };
}

/**
 * Issues a market window the way the issuer does (its advisory lock, the current window ended by a
 * newer one with the same end on the grid) with live quotes (no clone: the whole market shows even
 * when the feed failed under the load) and every /GAS month a little dearer, so every tracking
 * offer's price moves. Returns its id and the moment its COMMIT was sent: what every figure counts from.
 * Waits first when the current window ends within `marginMs`, so the market loop's own rollover
 * does not fall into a run.
 */
export async function issueBenchWindow(databaseUrl: string, platformId: string, marginMs = 45_000): Promise<{ id: number; issuedAt: number }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const current = () =>
      client.query<{ expires: Date; marketChange: string; prices: { symbol: string; price: string }[]; left: number }>(
        `SELECT "expires", "marketChange"::text, "prices", extract(epoch FROM "expires" - (now() AT TIME ZONE 'UTC')) * 1000 AS "left"
         FROM "MarketWindow" WHERE "platformId" = $1 AND "created" <= (now() AT TIME ZONE 'UTC') AND "expires" > (now() AT TIME ZONE 'UTC')
         ORDER BY "created" DESC LIMIT 1`,
        [platformId],
      );
    let window = (await current()).rows[0];
    while (!window || window.left < marginMs) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      window = (await current()).rows[0];
    }
    // Quotes as fresh as a window issued now has them (older than 2 minutes, the market would be limited to fixed prices).
    const timestamp = new Date().toISOString();
    const prices = window.prices.map((p) => ({ ...p, timestamp, price: p.symbol.startsWith('/GAS') ? String(Number(p.price) + 1) : p.price }));
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('market-window:' || $1))`, [platformId]);
    const row = await client.query<{ id: number }>(
      `INSERT INTO "MarketWindow" ("platformId", "created", "expires", "isClone", "marketChange", "prices")
       SELECT $1, now() AT TIME ZONE 'UTC', "expires", false, "marketChange", $2::jsonb FROM "MarketWindow"
       WHERE "platformId" = $1 AND "created" <= (now() AT TIME ZONE 'UTC') AND "expires" > (now() AT TIME ZONE 'UTC')
       ORDER BY "created" DESC LIMIT 1 RETURNING "id"`,
      [platformId, JSON.stringify(prices)],
    );
    const issuedAt = performance.now();
    await client.query('COMMIT');
    return { id: row.rows[0].id, issuedAt };
  } finally {
    await client.end();
  }
}

export interface RolloverResult {
  screens: number;
  /** Screens whose market answer holds the new window's prices. */
  served: number;
  /** From the window's COMMIT to the screen's `window` event, ms. */
  eventP99: number;
  /** From the window's COMMIT to the last byte of the screen's new market, ms (a screen never served counts as endless). */
  p50: number;
  p99: number;
  /** Non-200 answers (each tried again after Retry-After) and failed calls. */
  refused: Record<string, number>;
  errors: number;
  /** Offers in the answers (smallest and largest), and the mean answer's size. */
  offersMin: number;
  offersMax: number;
  gzipBytes: number;
  jsonBytes: number;
}

/**
 * A window rollover with every screen open: each screen, on its `window` event (which carries the
 * whole window), fetches its market (GET /api/v2/offers), as the browser does.
 */
export async function rollover(options: { baseUrl: string; databaseUrl: string; platformId: string; screens: Screen[] }): Promise<RolloverResult> {
  const { baseUrl, screens } = options;
  // Each screen its own connection, as each browser has its own.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const refused: Record<string, number> = {};
  let errors = 0;
  const events: number[] = [];
  const answers: Answer[] = [];
  let windowId = 0;
  let issuedAt = 0;
  const work: Promise<void>[] = [];
  const fetchAs = async (cookie: string, path: string): Promise<Answer | null> => {
    for (let attempt = 1; attempt <= TRIES; attempt++) {
      try {
        const answer = await get(agent, `${baseUrl}${path}`, cookie);
        if (answer.status === 200) return answer;
        const key = `${path.split('?')[0]} ${answer.status}`;
        refused[key] = (refused[key] ?? 0) + 1;
        await new Promise((resolve) => setTimeout(resolve, 1000 * Number(answer.retryAfter ?? 1)));
      } catch {
        errors++;
      }
    }
    return null;
  };
  const heard = new Promise<void>((allHeard) => {
    let count = 0;
    for (const screen of screens) {
      screen.onEvent = (event, data, at) => {
        if (event !== 'window' || (JSON.parse(data) as { id: number }).id !== windowId) return;
        events.push(at - issuedAt);
        work.push(
          (async () => {
            const market = await fetchAs(screen.cookie, '/api/v2/offers');
            if (market) answers.push(market);
          })(),
        );
        if (++count === screens.length) allHeard();
      };
    }
  });
  ({ id: windowId, issuedAt } = await issueBenchWindow(options.databaseUrl, options.platformId));
  await Promise.race([heard, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  await Promise.all(work);
  for (const screen of screens) screen.onEvent = undefined;
  agent.destroy();
  const markets = answers.map((answer) => ({ answer, ...unpack(answer) }));
  const done = markets.filter((m) => m.windowId === windowId).map((m) => m.answer.at - issuedAt);
  const latencies = [...done, ...Array<number>(screens.length - done.length).fill(Infinity)].sort((a, b) => a - b);
  const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
  return {
    screens: screens.length,
    served: done.length,
    eventP99: percentile(
      [...events, ...Array<number>(screens.length - events.length).fill(Infinity)].sort((a, b) => a - b),
      0.99,
    ),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    refused,
    errors,
    offersMin: Math.min(...markets.map((m) => m.offers)),
    offersMax: Math.max(...markets.map((m) => m.offers)),
    gzipBytes: mean(markets.map((m) => m.answer.bytes)),
    jsonBytes: mean(markets.map((m) => m.jsonBytes)),
  };
}

export interface PushResult {
  /** Screens told within 1 s, of all the screens the change concerns. */
  withinSecond: number;
  screens: number;
  p50: number;
  p99: number;
}

/**
 * Times one change from its COMMIT to each screen's `offers` event naming `offerId` (every scale
 * screen trades with seller A, so every screen is concerned). `change` runs the change on `client`
 * and returns the moment its commit was sent.
 */
export async function pushTimes(screens: Screen[], offerId: number, change: () => Promise<number>): Promise<PushResult> {
  const arrived: number[] = [];
  const heard = new Promise<void>((allHeard) => {
    for (const screen of screens) {
      let told = false;
      screen.onEvent = (event, data, at) => {
        if (told || event !== 'offers' || !(JSON.parse(data) as { ids: number[] }).ids.includes(offerId)) return;
        told = true;
        arrived.push(at);
        if (arrived.length === screens.length) allHeard();
      };
    }
  });
  const committedAt = await change();
  await Promise.race([heard, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  for (const screen of screens) screen.onEvent = undefined;
  const latencies = [...arrived.map((at) => at - committedAt), ...Array<number>(screens.length - arrived.length).fill(Infinity)].sort((a, b) => a - b);
  return {
    withinSecond: latencies.filter((ms) => ms <= 1000).length,
    screens: screens.length,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

/** Seller A's price rule edited (its value a little up): every live offer of A changes price. Returns when the commit was sent. */
export async function editPriceRule(databaseUrl: string, ruleId: number): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(`UPDATE "PriceRule" SET "value" = "value" + 0.01, "version" = "version" + 1, "updatedAt" = now() WHERE "id" = $1`, [ruleId]);
    const committedAt = performance.now();
    await client.query('COMMIT');
    return committedAt;
  } finally {
    await client.end();
  }
}

/** A sale of one of seller A's offers as the checkout writes it: the volume taken and the order inserted in one transaction. */
export async function sellOne(databaseUrl: string, data: ScaleData, offerId: number): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ productId: number; terminalId: number }>(
      `UPDATE "Offer" SET "remainingVolume" = "remainingVolume" - 1, "updatedAt" = now() WHERE "id" = $1 RETURNING "productId", "terminalId"`,
      [offerId],
    );
    await client.query(
      `INSERT INTO "Order" ("orderNumber", "contractNumber", "pickupNumber", "buyerAccountId", "buyerUserId", "sellerAccountId", "offerId",
         "productId", "terminalId", "status", "quantity", "price", "net", "vatRate", "vat", "gross", "currency", "windowId", "updatedAt")
       SELECT 'SCALE-' || gen_random_uuid(), 'K-SCALE', 'P-SCALE', u."accountId", u."id", $2, $3, $4, $5, 'INCOMPLETE', 1, 95, 950, 19, 180.5, 1130.5, 'EUR', 0, now()
       FROM "User" u WHERE u."email" = $1`,
      [data.emails[0], data.sellerA, offerId, rows[0].productId, rows[0].terminalId],
    );
    const committedAt = performance.now();
    await client.query('COMMIT');
    return committedAt;
  } finally {
    await client.end();
  }
}

/** Seller B's relationships: disabled, the scale buyers' market is A's 300 offers; enabled, 2,000. */
export async function setLargeMarket(databaseUrl: string, data: ScaleData, large: boolean) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`UPDATE "Relationship" SET "status" = $2 WHERE "sellerAccountId" = $1`, [data.sellerB, large ? 'ENABLED' : 'DISABLED']);
  } finally {
    await client.end();
  }
}

export interface MissResult {
  perSecond: number;
  answered: number;
  p50: number;
  p99: number;
  statuses: Record<number, number>;
  errors: number;
  /** Answers whose market does not hold the expected offers. */
  wrongCount: number;
  gzipBytes: number;
  jsonBytes: number;
}

/**
 * GET /api/v2/offers on the miss path: `connections` clients, each taking the next buyer not yet
 * asked (so no answer was built for that user before) until the buyers or `seconds` run out.
 */
export async function offersMiss(options: { baseUrl: string; cookies: string[]; connections: number; seconds: number; offers: number }): Promise<MissResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  let next = 0;
  const answers: Answer[] = [];
  const start = performance.now();
  const end = start + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < end && next < options.cookies.length) {
        const cookie = options.cookies[next++];
        const sent = performance.now();
        try {
          const answer = await get(agent, `${options.baseUrl}/api/v2/offers`, cookie);
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          if (answer.status !== 200) continue;
          latencies.push(answer.at - sent);
          answers.push(answer);
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const answered = latencies.length;
  const markets = answers.map(unpack);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    perSecond: answered / elapsed,
    answered,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    statuses,
    errors,
    wrongCount: markets.filter((m) => m.offers !== options.offers).length,
    gzipBytes: answered ? sum(answers.map((a) => a.bytes)) / answered : 0,
    jsonBytes: answered ? sum(markets.map((m) => m.jsonBytes)) / answered : 0,
  };
}
