import path from 'node:path';
import { checkoutRun, type CheckoutRunResult } from './lib/bench/checkout-run';
import { closedLoop } from './lib/bench/closed-loop';
import { firstLoadJs } from './lib/bench/first-load-js';
import { BENCH_BUYER_PASSWORD, loadBenchData } from './lib/bench/market-data';
import { openLoop, type LoadResult } from './lib/bench/open-loop';
import { signIn } from './lib/bench/sign-in';
import { DATA_DIR, ensureBuild, prepareDatabase, serverEnv, startNext, waitForServer } from './lib/platform';

/**
 * npm run bench: a fresh embedded PostgreSQL (own port and folder), migrations and demo data, the
 * production build served by `next start`, signed in as buyer@demo.fuel; then per endpoint
 * (a) a closed loop: 50 connections, each sending the next request when the answer is in. It
 *     finds the throughput ceiling, but its latency hides queueing: when the server slows down,
 *     the clients slow down with it;
 * (b) an open loop at a fixed arrival rate of 70 % of that ceiling, the way independent users
 *     arrive. Its latency is what a user sees at a realistic load below saturation, and errors
 *     there mean the server cannot hold a rate it should manage.
 * Finally the first-load JavaScript of /login and /. Everything started is stopped at the end.
 * BENCH_SECONDS (default 10) sets the length of each run; BENCH_PORT / BENCH_DB_PORT the ports.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const DB_PORT = Number(process.env.BENCH_DB_PORT ?? 54349);
const CONNECTIONS = 50;
const OPEN_LOOP_SHARE = 0.7;
const DAY = 86_400_000;
const ENDPOINTS = [
  '/api/generic/metadata',
  '/api/user',
  // 2,000 offers in the market, priced for the buyer at the current window.
  '/api/v2/offers',
  // 100,000 orders of the buyer's company, three filters set.
  `/api/orderHistory?productList=1&createdStart=${new Date(Date.now() - 180 * DAY).toISOString()}&createdEnd=${new Date().toISOString()}&priceMin=100`,
];
const USER = { email: 'buyer@demo.fuel', password: 'Demo-Passw0rd' };

interface Row {
  endpoint: string;
  mode: string;
  result?: LoadResult;
  note?: string;
}

async function main() {
  const baseUrl = `http://127.0.0.1:${PORT}`;
  if (await answers(baseUrl)) throw new Error(`port ${PORT} is in use; set BENCH_PORT`);
  delete process.env.DATABASE_URL;
  // Durable settings (no `fast`), like a real server: the numbers should not flatter.
  const { url, embedded } = await prepareDatabase({ dir: path.join(DATA_DIR, 'bench-pg'), port: DB_PORT, fresh: true });
  // The engine alone, before the server runs. Imported only now: the engine's module chain opens
  // the database client, which must see the bench database's DATABASE_URL.
  const { pricingThroughput } = await import('./lib/bench/pricing-throughput');
  const pricing = pricingThroughput();
  const data = await loadBenchData(url);
  const env = serverEnv({
    DATABASE_URL: url,
    NEXTAUTH_SECRET: 'bench-secret-that-is-long-enough-for-next-auth-0123456789',
    NEXTAUTH_URL: baseUrl,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // A live market whatever the hour, and limits that let 50 benchmark buyers sign in and order.
    MARKET_ALWAYS_OPEN: '1',
    RATE_LOGIN_PER_IP: '100000',
    RATE_CHECKOUT_PER_ACCOUNT: '100000',
  });
  let server: ReturnType<typeof startNext> | undefined;
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      if (server && server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server!.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await embedded?.stop();
    })());
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    ensureBuild(env);
    server = startNext('start', PORT, env);
    await waitForServer(`${baseUrl}/login`);
    const cookie = await signIn(baseUrl, USER.email, USER.password);
    const rows: Row[] = [];
    for (const endpoint of ENDPOINTS) rows.push(...(await measure(baseUrl, endpoint, cookie)));
    const checkouts = await checkoutRun({ baseUrl, buyers: data.buyers, password: BENCH_BUYER_PASSWORD, offerIds: data.checkoutOffers, seconds: SECONDS });
    const pages = [await firstLoadJs(baseUrl, '/login'), await firstLoadJs(baseUrl, '/', cookie)];
    console.log(`\nPricing engine, one core: ${pricing.offers.toLocaleString('en')} offers against ${pricing.rules} rules, ${Math.round(pricing.perSecond).toLocaleString('en')} offers priced per second`);
    printLoad(rows);
    printCheckouts(checkouts);
    printFirstLoad(['/login', '/'], pages);
  } finally {
    await stop();
  }
}

async function measure(baseUrl: string, endpoint: string, cookie: string): Promise<Row[]> {
  const url = `${baseUrl}${endpoint}`;
  const headers = { cookie, accept: 'application/json' };
  const probe = await fetch(url, { headers });
  if (probe.status !== 200) return [{ endpoint, mode: '-', note: `answers ${probe.status}, not measured` }];
  // A short warm-up so the first run does not pay for module loading and the JIT.
  await closedLoop({ url, headers, connections: 10, seconds: Math.min(2, SECONDS) });
  const closed = await closedLoop({ url, headers, connections: CONNECTIONS, seconds: SECONDS });
  const rate = Math.max(1, Math.round(closed.rps * OPEN_LOOP_SHARE));
  const open = await openLoop({ url, headers, rate, seconds: SECONDS });
  return [
    { endpoint, mode: `closed, ${CONNECTIONS} connections`, result: closed },
    { endpoint, mode: `open, ${rate}/s arriving`, result: open },
  ];
}

function printLoad(rows: Row[]) {
  const table = rows.map((row) => {
    const r = row.result;
    const name = `GET ${row.endpoint.split('?')[0]}${row.endpoint.includes('?') ? ' (filtered)' : ''}`;
    if (!r) return [name, row.mode, '', '', '', '', row.note ?? ''];
    const other = Object.entries(r.statuses).filter(([code]) => code !== '200');
    return [
      name,
      row.mode,
      r.rps.toFixed(0),
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      String(r.errors),
      other.length ? other.map(([code, n]) => `${n} x ${code}`).join(', ') : '-',
    ];
  });
  print(`Load, ${SECONDS} s per run (latency in ms)`, ['endpoint', 'mode', 'req/s', 'p50', 'p99', 'errors', 'non-200'], table, 2);
}

function printCheckouts(r: CheckoutRunResult) {
  const refused = Object.entries(r.refused).map(([key, n]) => `${n} x ${key}`).join(', ') || '-';
  print(
    `Checkout, 50 buyers across 20 offers, ${SECONDS} s (basket, then order; latency of the order call in ms)`,
    ['checkouts/s', 'p50', 'p99', 'ordered', 'refused'],
    [[r.perSecond.toFixed(1), r.p50.toFixed(1), r.p99.toFixed(1), String(r.ordered), refused]],
    0,
  );
}

function printFirstLoad(paths: string[], pages: Awaited<ReturnType<typeof firstLoadJs>>[]) {
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  const table = pages.map((page, i) =>
    page.status === 200 ? [paths[i], String(page.scripts), kb(page.raw), kb(page.gzip)] : [paths[i], '-', `answers ${page.status}`, '-'],
  );
  print('First-load JavaScript (kB = 1000 bytes)', ['page', 'scripts', 'raw kB', 'gzip kB'], table, 1);
}

/** A plain text table: the first `textColumns` columns left-aligned, the numbers right-aligned. */
function print(title: string, head: string[], rows: string[][], textColumns: number) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < textColumns ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${title}\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`\nThe benchmark failed:\n${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
