import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { jestGroups, UNDER_REAL_CLOCK } from './lib/jest-groups';
import { movedClocks } from './lib/moved-clocks';
import { BRANDS } from '../brands';
import { CHROMIUM_PATH } from './lib/chromium';
import DEBIAN_PACKAGES from './lib/debian-packages.json';
import { closedTradingHours } from './lib/closed-market';
import { HAPROXY_PATH } from './lib/load-balancer';
import { DATA_DIR, ensureBuild, prepareBrandDatabase, prepareDatabase, prerenderedPages, serverEnv, waitForServer } from './lib/platform';
import { startNext } from './lib/start-next';

/**
 * npm test: every test runner against real parts. A throw-away embedded PostgreSQL on its own port
 * and folder, the production build served by `next start`, then Jest (unit, component, API over
 * HTTP) and Playwright in Chromium. Because CI runs at any hour, the Jest files that can see a
 * clock run with it moved (libfaketime: a process of its own, its database and its server) to the
 * night of the next daylight-saving change in Berlin, a Sunday's, in that zone, across the change,
 * so they meet the same night whenever CI runs; the others run under the real clock beside them,
 * on ports of their own, and Playwright starts once both have ended. (Chromium stalls
 * under a moved clock; the end-to-end specs set the hours they depend on instead.) The end-to-end run also starts the
 * Swiss brand's server on a database of its own, for the Playwright project of that brand, with
 * its market closed for the whole run, and the energy pool's (single-seller mode) on another, with
 * its market open. Ends with a line "failed: …" for each failed test, then the
 * line "N passed, M failed", the totals of every run.
 * TEST_ONLY=jest or TEST_ONLY=e2e runs one runner; extra arguments go to that runner (Jest unless
 * TEST_ONLY=e2e, then Playwright: a spec path); TEST_CLOCKS=real
 * skips the moved clocks (a quick local run).
 */
const PORT = Number(process.env.TEST_PORT ?? 3100);
// Below Linux's range of ports for outgoing connections (32768-60999), of which a busy run uses hundreds:
// a database started while other tests run must not find its port taken by one of them.
const DB_PORT = Number(process.env.TEST_DB_PORT ?? 25439);
// A run under a moved clock keeps its own, so the first run's (Playwright's screenshots among them) stay.
const RESULTS = path.join(DATA_DIR, process.env.TEST_MOVED_CLOCK ? `test-results-${process.env.TEST_MOVED_CLOCK}` : 'test-results');
const only = process.env.TEST_ONLY;
/** Set in a run under a moved clock: its name, and where it leaves its totals for the first run. */
const movedClock = process.env.TEST_MOVED_CLOCK;
/** Which of the moved clock's files a run under it takes: those that run alone, or the others (two runs side by side). */
const movedShare = process.env.TEST_MOVED_SHARE as MovedShare | undefined;
type MovedShare = (typeof MOVED_SHARES)[number]['share'];
/** Whether this run goes on with the moved clocks after its own. */
const movesClocks = !movedClock && process.env.TEST_CLOCKS !== 'real' && only !== 'e2e';
/** What a run counted, and the names of what failed (printed above the totals, so a log's tail says which). */
type Totals = { passed: number; failed: number; failures: string[] };
const add = (a: Totals, b: Totals): Totals => ({ passed: a.passed + b.passed, failed: a.failed + b.failed, failures: [...a.failures, ...b.failures] });

/**
 * The Debian packages this run needs and the machine lacks (scripts/lib/debian-packages.json),
 * without the packages they only recommend (half the install's time): first what Jest needs
 * (libfaketime for the moved clocks, HAProxy for the test of two instances behind a load
 * balancer), while the database and the build get ready, then Chromium, which only Playwright
 * needs, while Jest runs. `.ci/run` installs them all while `npm ci` runs.
 */
function installMissing(): { forJest: Promise<void>; forBrowser: Promise<void> } {
  const has = (command: string) => spawnSync('bash', ['-c', `command -v ${command}`]).status === 0;
  const forJest = [
    ...(movesClocks && !has('faketime') ? DEBIAN_PACKAGES.movedClock : []),
    ...(only !== 'e2e' && !fs.existsSync(HAPROXY_PATH) ? DEBIAN_PACKAGES.loadBalancer : []),
  ];
  const forBrowser = only !== 'jest' && !fs.existsSync(CHROMIUM_PATH) ? DEBIAN_PACKAGES.browser : [];
  const jest = aptInstall(forJest, { update: true });
  // One apt-get at a time: they share Debian's package database.
  const browser = jest.then(() => aptInstall(forBrowser, { update: forJest.length === 0 }));
  return { forJest: jest, forBrowser: browser };
}

function aptInstall(packages: string[], { update }: { update: boolean }): Promise<void> {
  if (packages.length === 0) return Promise.resolve();
  console.log(`installing ${packages.join(' ')} from Debian packages …`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  const install = `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${packages.join(' ')}`;
  const command = update ? `${sudo}apt-get update -qq && ${install}` : install;
  return new Promise((resolve, reject) => {
    spawn('bash', ['-c', command], { stdio: 'inherit' })
      .once('error', reject)
      .once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed`))));
  });
}

/**
 * This whole command again, database and server included, with the process clock (and so the
 * embedded PostgreSQL's) moved to `at` and running on from there: Jest only, over a share of the
 * files that can see the clock, on ports of its own (this run's server and database go on
 * meanwhile), its output in a file of its own, whose end is printed when a test failed.
 */
async function runUnderClock(
  clock: ReturnType<typeof movedClocks>[number],
  { share, portOffset, dbPortOffset }: (typeof MOVED_SHARES)[number],
): Promise<Totals> {
  const name = `${clock.name}-${share}`;
  const totalsFile = path.join(DATA_DIR, `test-totals-${name}.json`);
  const logFile = path.join(DATA_DIR, `test-output-${name}.log`);
  fs.rmSync(totalsFile, { force: true });
  console.log(`\n=== Jest, the ${share} files that can see a clock, beside this run, with the clock at ${clock.local}; its output: ${logFile} ===`);
  const offsetSeconds = Math.round((clock.at.getTime() - Date.now()) / 1000);
  const log = fs.openSync(logFile, 'w');
  const child = spawn(
    'faketime',
    ['-f', `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`, process.execPath, require.resolve('tsx/cli'), 'scripts/test.ts', ...process.argv.slice(2)],
    {
      stdio: ['ignore', log, log],
      // Timers keep the real monotonic clock; the wall clock is moved.
      env: {
        ...process.env,
        TZ: clock.zone,
        TEST_MOVED_CLOCK: name,
        TEST_MOVED_SHARE: share,
        TEST_ONLY: 'jest',
        FAKETIME_DONT_FAKE_MONOTONIC: '1',
        TEST_PORT: String(PORT + portOffset),
        TEST_DB_PORT: String(DB_PORT + dbPortOffset),
      },
    },
  );
  await new Promise((resolve) => child.once('error', resolve).once('close', resolve));
  fs.closeSync(log);
  const totals = count(totalsFile, (j) => j);
  if (totals.failed > 0) console.log(`--- the end of ${logFile} ---\n${fs.readFileSync(logFile, 'utf8').split('\n').slice(-60).join('\n')}`);
  return { ...totals, failures: totals.failures.map((failure) => `(${name}) ${failure}`) };
}

/**
 * Every moved clock's run, one after the other; each in two processes side by side, each with its
 * own server and database: the files that must run alone, one at a time, beside the others, two
 * at a time (in one process they would leave a core idle while the first ran).
 */
async function runUnderMovedClocks(): Promise<Totals> {
  let totals: Totals = { passed: 0, failed: 0, failures: [] };
  // A share the chosen files leave empty starts no database and server of its own.
  const files = jestGroups(jestFiles(), 'moved');
  const shares = MOVED_SHARES.filter(({ share }) => files[share].length > 0);
  for (const clock of movedClocks(new Date())) {
    for (const shareTotals of await Promise.all(shares.map((share) => runUnderClock(clock, share)))) totals = add(totals, shareTotals);
  }
  return totals;
}

function count(file: string, read: (json: any) => Totals): Totals {
  const unread = { passed: 0, failed: 1, failures: [`${path.basename(file)}: no results`] };
  if (!fs.existsSync(file)) return unread;
  try {
    return read(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return unread;
  }
}

const firstLine = (text: unknown) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

/**
 * Why a test failed, in a line: the error's first lines and where in a test file it was thrown, so
 * that a log's tail (all CI keeps) says what to look at. Colour codes are left out.
 */
function why(error: { message?: string; stack?: string; location?: { file: string; line: number } } | undefined) {
  if (!error?.message) return '';
  const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');
  const at = error.location
    ? `${path.relative(process.cwd(), error.location.file)}:${error.location.line}`
    : /((?:tests|lib|components|app|scripts)\/[^\s():]*\.(?:test|spec)\.tsx?:\d+)/.exec(plain(error.stack ?? error.message))?.[1];
  const lines = plain(error.message)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at '));
  return ` — ${lines.slice(0, 4).join(' | ').slice(0, 300)}${at ? ` (at ${at})` : ''}`;
}

function jestTotals(json: any): Totals {
  const failures: string[] = [];
  for (const file of json.testResults ?? []) {
    const name = path.relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter((test: any) => test.status === 'failed');
    if (file.status === 'failed' && failed.length === 0) failures.push(`${name}: ${firstLine(file.message) || 'did not run'}`);
    for (const test of failed) failures.push(`${name} › ${test.fullName}${why({ message: test.failureMessages?.[0] })}`);
  }
  return { passed: json.numPassedTests, failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0), failures };
}

function playwrightTotals(json: any): Totals {
  const failures: string[] = [];
  const walk = (suite: any) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky')
          failures.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title} (${test.status})${why(test.results?.at(-1)?.error)}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of json.suites ?? []) walk(suite);
  for (const error of json.errors ?? []) failures.push(`playwright: ${firstLine(error.message)}`);
  return { passed: json.stats.expected, failed: json.stats.unexpected + json.stats.flaky + (json.errors?.length ?? 0), failures };
}

async function main() {
  const started = Date.now();
  const done = Promise.resolve();
  const tools = movedClock ? { forJest: done, forBrowser: done } : installMissing();
  // Awaited where needed; a failure is reported there, not as an unhandled rejection meanwhile.
  for (const installing of Object.values(tools)) installing.catch(() => undefined);
  const totals = await runSuite(tools);
  if (movedClock) {
    fs.writeFileSync(path.join(DATA_DIR, `test-totals-${movedClock}.json`), JSON.stringify(totals));
    return;
  }
  for (const failure of totals.failures) console.log(`failed: ${failure}`);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`wall time: ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
}

/**
 * The moved clock's two runs take ports of their own: each its server (and the second instance and
 * load balancer of its tests, 5 and 6 above) and database.
 */
const MOVED_SHARES = [
  { share: 'serial', portOffset: 10, dbPortOffset: 30 },
  { share: 'parallel', portOffset: 20, dbPortOffset: 40 },
] as const;
/** The Swiss brand's server for its own end-to-end project, beside the first brand's. */
const SWISS = { brand: 'oilpool', port: PORT + 7, dbPort: DB_PORT + 20 };
/** The energy pool's server (single-seller mode) for its own end-to-end project. */
const ENERGY = { brand: 'energypool', port: PORT + 8, dbPort: DB_PORT + 21 };

async function runSuite(tools: ReturnType<typeof installMissing>): Promise<Totals> {
  fs.rmSync(RESULTS, { recursive: true, force: true });
  fs.mkdirSync(RESULTS, { recursive: true });
  delete process.env.DATABASE_URL;
  const secret = 'test-secret-that-is-long-enough-for-next-auth-0123456789';
  // Everything started is stopped in reverse order, however far the start got.
  const stops: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
  };
  // The end-to-end specs of the Swiss brand and of the energy pool need their own servers and
  // databases, made ready meanwhile.
  const brandDb = (of: typeof SWISS) => {
    if (only === 'jest') return null;
    const prepared = prepareBrandDatabase({ dir: path.join(DATA_DIR, `test-pg-${of.brand}`), port: of.dbPort, brand: of.brand });
    prepared.then(({ embedded }) => stops.unshift(() => embedded.stop())).catch(() => undefined);
    return prepared;
  };
  const swissDb = brandDb(SWISS);
  const energyDb = brandDb(ENERGY);
  let totals: Totals = { passed: 0, failed: 0, failures: [] };
  let brandServers: Promise<Record<string, string>> | null = null;
  let moved: Promise<Totals> | null = null;
  try {
    const { url, embedded } = await prepareDatabase({
      dir: path.join(DATA_DIR, movedClock ? `test-pg-${movedClock}` : 'test-pg'),
      port: DB_PORT,
      fresh: true,
      fast: true,
    });
    if (embedded) stops.push(() => embedded.stop());
    const baseUrl = `http://127.0.0.1:${PORT}`;
    const common = {
      NEXTAUTH_SECRET: secret,
      NODE_ENV: 'production',
      // The tests play a proxy in front of the server: each test's X-Forwarded-For is its own address.
      TRUSTED_PROXY_COUNT: '1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    };
    const env = serverEnv({
      ...common,
      DATABASE_URL: url,
      NEXTAUTH_URL: baseUrl,
      // Tests run at any hour; the market must be open for live prices and windows.
      MARKET_ALWAYS_OPEN: '1',
      // One-minute windows, so the end-to-end market flow sees the countdown roll over and alerts trigger.
      MARKET_WINDOW_MINUTES: '1',
      // Test files share this server side by side, on a machine that also runs them: a call waits
      // for its place rather than being shed. Shedding itself is tested in-process (lib/api).
      API_QUEUE_WAIT_MS: '10000',
      BASE_URL: baseUrl,
    });
    await ensureBuild(env);
    stops.push(startServer(PORT, env));
    await waitForServer(`${baseUrl}/login`);
    // One server starting at a time: two at once on a small machine time out their first database
    // connections. The brands' servers start one after the other while Jest runs.
    brandServers =
      swissDb && energyDb
        ? (async () => {
            const swiss = startSwissServer(await swissDb, common, stops);
            await waitForServer(`${swiss.OILPOOL_BASE_URL}/login`);
            const energy = startEnergyServer(await energyDb, common, stops);
            await waitForServer(`${energy.ENERGYPOOL_BASE_URL}/login`);
            return { ...swiss, ...energy };
          })()
        : null;
    // Awaited below; a failure before then must not end the process as unhandled.
    brandServers?.catch(() => undefined);
    // The moved clocks' Jest runs beside this one's, from when this run's servers are up (servers
    // starting side by side time out their first database connections): the files of a Jest run that
    // must run alone leave the cores half idle. Playwright waits for both.
    moved = movesClocks
      ? (async () => {
          await tools.forJest;
          await brandServers?.catch(() => undefined);
          return runUnderMovedClocks();
        })()
      : null;
    if (only !== 'e2e') {
      await tools.forJest;
      // UTC unless the clock is moved: then the zone it is moved in.
      // Tests that run the product in-process (50 checkouts at once) wait for a connection as long
      // as a busy machine needs.
      totals = add(totals, await runJest({ ...env, NODE_ENV: 'test', TZ: movedClock ? process.env.TZ : 'UTC', DB_CONNECT_TIMEOUT_MS: '10000' }));
    }
    if (moved) totals = add(totals, await moved);
    if (brandServers) {
      await tools.forBrowser;
      const e2eEnv = { ...env, ...(await brandServers) };
      spawnSync(process.execPath, [require.resolve('@playwright/test/cli'), 'test', ...(only === 'e2e' ? process.argv.slice(2) : [])], {
        stdio: 'inherit',
        env: e2eEnv,
      });
      totals = add(totals, count(path.join(RESULTS, 'playwright.json'), playwrightTotals));
    }
  } finally {
    // A brand's database or server still starting is stopped once it is up; the moved clocks' run ends on its own.
    await Promise.all([swissDb, energyDb, brandServers, moved].map((starting) => starting?.catch(() => undefined)));
    await stopAll();
  }
  return totals;
}

/**
 * Jest over the chosen files (scripts/lib/jest-groups.ts): the `@serial` ones alone, and the others
 * two at a time; when the moved clock runs, each run takes its own share of the files (under the
 * moved clock, each of its two processes one group), and the real clock's run also the tests of
 * the moved clock's files that need the real clock (by their names, one file at a time: some of
 * their files must run alone). Extra arguments choose the files as they would for Jest itself.
 * Jest runs beside this process (not spawnSync), so the brands' servers go on starting meanwhile.
 */
async function runJest(env: NodeJS.ProcessEnv): Promise<Totals> {
  const jest = require.resolve('jest/bin/jest');
  const groups = jestGroups(jestFiles(), movedClock ? 'moved' : movesClocks ? 'real' : 'only');
  let totals: Totals = { passed: 0, failed: 0, failures: [] };
  const runs = [
    { name: 'serial', files: groups.serial, args: ['--maxWorkers=1'], says: 'one at a time, alone' },
    { name: 'parallel', files: groups.parallel, args: ['--maxWorkers=2'], says: 'two at a time' },
    {
      name: 'real-clock',
      files: groups.realClockTests,
      args: ['--maxWorkers=1', `--testNamePattern=^${UNDER_REAL_CLOCK}`],
      says: 'one at a time, only their tests under the real clock',
    },
  ];
  for (const run of movedClock ? runs.filter((run) => run.name === movedShare) : [runs[1]!, runs[2]!, runs[0]!]) {
    if (run.files.length === 0) continue;
    console.log(`\n=== Jest: ${run.files.length} files ${run.says} ===`);
    const outputFile = path.join(RESULTS, `jest-${run.name}.json`);
    // --forceExit: a handle a test leaves open must not hold CI until its time-out.
    await new Promise((resolve) =>
      spawn(process.execPath, [jest, '--json', `--outputFile=${outputFile}`, '--forceExit', ...run.args, '--runTestsByPath', ...run.files], {
        stdio: 'inherit',
        env,
      }).once('close', resolve),
    );
    totals = add(totals, count(outputFile, jestTotals));
  }
  return totals;
}

let listedJestFiles: string[] | undefined;
/** The test files Jest would run, the extra arguments choosing them as they would for Jest itself; listed once (Jest's configuration reads no environment). */
function jestFiles(): string[] {
  if (!listedJestFiles) {
    const listed = spawnSync(process.execPath, [require.resolve('jest/bin/jest'), '--listTests', '--json', ...process.argv.slice(2)], { encoding: 'utf8' });
    listedJestFiles = JSON.parse(listed.stdout.trim().split('\n').pop() || '[]') as string[];
  }
  return listedJestFiles;
}

/** Starts the server process; the answer stops it and waits until it has exited. */
function startServer(port: number, env: NodeJS.ProcessEnv) {
  const server = startNext('start', port, env);
  return async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
}

/**
 * The Swiss brand's server (same build: the brand is read at run time) on its own database, with
 * the market closed from now for at least a day, so its specs see the closed market at any hour.
 * Returns what its end-to-end project reads: address, database and trading hours.
 */
function startSwissServer(db: { url: string }, common: Record<string, string>, stops: (() => Promise<unknown>)[]) {
  const prerendered = prerenderedPages();
  if (prerendered.length) throw new Error(`pages rendered at build time would show the first brand to the Swiss server: ${prerendered.join(', ')}`);
  const baseUrl = `http://127.0.0.1:${SWISS.port}`;
  const brand = BRANDS[SWISS.brand];
  const hours = JSON.stringify(closedTradingHours(new Date(), brand.tradingHours, brand.timeZone));
  const env = serverEnv({ ...common, BRAND: SWISS.brand, DATABASE_URL: db.url, NEXTAUTH_URL: baseUrl, MARKET_ALWAYS_OPEN: '0', MARKET_TRADING_HOURS: hours });
  stops.push(startServer(SWISS.port, env));
  return { OILPOOL_BASE_URL: baseUrl, OILPOOL_DATABASE_URL: db.url, OILPOOL_TRADING_HOURS: hours };
}

/**
 * The energy pool's server (same build) on its own database, its market open as the first
 * brand's, so its buyers buy. Returns what its end-to-end project reads: address and database.
 */
function startEnergyServer(db: { url: string }, common: Record<string, string>, stops: (() => Promise<unknown>)[]) {
  const baseUrl = `http://127.0.0.1:${ENERGY.port}`;
  const env = serverEnv({ ...common, BRAND: ENERGY.brand, DATABASE_URL: db.url, NEXTAUTH_URL: baseUrl, MARKET_ALWAYS_OPEN: '1' });
  stops.push(startServer(ENERGY.port, env));
  return { ENERGYPOOL_BASE_URL: baseUrl, ENERGYPOOL_DATABASE_URL: db.url };
}

main().catch((error) => {
  console.error(error);
  console.log(`failed: ${firstLine(error?.message ?? error)}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
