import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from '../chromium';

export interface LighthouseAudit {
  id: string;
  title: string;
  /** What the audit costs its category, in points of the category's score (0-100). */
  cost: number;
  /** Lighthouse's own short figure, e.g. "810 ms" or "0.14". */
  value?: string;
}

export interface LighthouseRun {
  path: string;
  /** 0-100, of the median run; null when a run failed (`error` says why). */
  performance: number | null;
  /** Every run's performance score, in their order. */
  performanceRuns: (number | null)[];
  accessibility: number | null;
  /** Lighthouse's CPU benchmark of the machine during the run: a busy machine scores low and inflates blocking time. */
  benchmarkIndex: number | null;
  /** The audits that cost the most points, per category, costliest first. */
  costliest: { performance: LighthouseAudit[]; accessibility: LighthouseAudit[] };
  /** What Lighthouse says would help the performance metrics most (its own estimate of what each saves). */
  hints: { id: string; title: string; saves: string }[];
  error?: string;
}

interface Lhr {
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { title: string; score: number | null; scoreDisplayMode: string; displayValue?: string; metricSavings?: Record<string, number> }>;
}

const LIGHTHOUSE_CLI = require.resolve('lighthouse/cli/index.js');

/**
 * Lighthouse (the CLI, in a process of its own) on `path` with its default: a mid-range phone on
 * slow 4G, simulated throttling, so a busy machine moves the scores little. Debian's Chromium
 * headless shell; `cookie` is sent with every request (a signed-in page). Each page is audited
 * `runs` times and the median run counts (Lighthouse's own `computeMedianRun`: the run nearest the
 * median first paint and time to interactive), as Lighthouse's guide on variability asks: a single
 * headless run now and then finds its first paint held back a whole second by Chromium's
 * compositor (GoogleChrome/lighthouse#17148), which its simulation turns into seconds of LCP.
 * Every run's score is reported beside it. A run that takes longer than `timeoutMs` is stopped and
 * reported as failed. With LIGHTHOUSE_REPORT_DIR set, the median run's whole report is kept there
 * (`_orders.json`), to open in Lighthouse's viewer, with its trace (`_orders.trace.json`), to open
 * in DevTools' Performance panel.
 */
export async function lighthouse(baseUrl: string, pagePath: string, cookie?: string, runs = 3, timeoutMs = 300_000): Promise<LighthouseRun> {
  const failed = (error: string): LighthouseRun => ({
    path: pagePath,
    performance: null,
    performanceRuns: [],
    benchmarkIndex: null,
    accessibility: null,
    costliest: { performance: [], accessibility: [] },
    hints: [],
    error,
  });
  const dirs: string[] = [];
  try {
    const reports: Lhr[] = [];
    for (let i = 0; i < runs; i++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
      dirs.push(dir);
      const error = await lighthouseOnce(new URL(pagePath, baseUrl).href, dir, cookie, timeoutMs);
      if (error) return failed(error);
      const report = JSON.parse(fs.readFileSync(path.join(dir, 'report.json'), 'utf8')) as Lhr;
      if (report.runtimeError) return failed(`${report.runtimeError.code}: ${report.runtimeError.message}`);
      reports.push(report);
    }
    const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
    const lhr = computeMedianRun(reports as unknown as Parameters<typeof computeMedianRun>[0]) as unknown as Lhr;
    // The whole report (every audit's details: long tasks, each script's boot time) and the trace
    // (what each long task did, with the script's stack) for a closer look.
    const keep = process.env.LIGHTHOUSE_REPORT_DIR;
    if (keep) {
      const dir = dirs[reports.indexOf(lhr)]!;
      fs.mkdirSync(keep, { recursive: true });
      const base = pagePath.replace(/\W+/g, '_') || '_';
      fs.copyFileSync(path.join(dir, 'report.json'), path.join(keep, `${base}.json`));
      if (fs.existsSync(path.join(dir, 'report-0.trace.json'))) fs.copyFileSync(path.join(dir, 'report-0.trace.json'), path.join(keep, `${base}.trace.json`));
    }
    const score = (report: Lhr, category: string) => {
      const value = report.categories[category]?.score;
      return value == null ? null : Math.round(100 * value);
    };
    return {
      path: pagePath,
      performance: score(lhr, 'performance'),
      performanceRuns: reports.map((report) => score(report, 'performance')),
      accessibility: score(lhr, 'accessibility'),
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0) || null,
      costliest: { performance: costliest(lhr, 'performance'), accessibility: costliest(lhr, 'accessibility') },
      hints: hints(lhr),
    };
  } finally {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** One run of the CLI, its report in `dir`: why it failed, or null. */
async function lighthouseOnce(url: string, dir: string, cookie: string | undefined, timeoutMs: number): Promise<string | null> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${path.join(dir, 'report.json')}`,
    '--chrome-flags=--headless --no-sandbox --disable-gpu',
    '--quiet',
    ...(process.env.LIGHTHOUSE_REPORT_DIR ? ['--save-assets'] : []),
  ];
  if (cookie) {
    fs.writeFileSync(path.join(dir, 'headers.json'), JSON.stringify({ Cookie: cookie }));
    args.push(`--extra-headers=${path.join(dir, 'headers.json')}`);
  }
  const { code, stderr, timedOut } = await runCli(args, timeoutMs);
  if (timedOut) return `no result within ${timeoutMs / 1000} s`;
  if (code !== 0 || !fs.existsSync(path.join(dir, 'report.json'))) return `lighthouse exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' ')}`;
  return null;
}

/** A category's score is the weighted mean of its audits: an audit costs weight x (1 - score) of the weights' sum. */
function costliest(lhr: Lhr, category: string, top = 5): LighthouseAudit[] {
  const refs = lhr.categories[category]?.auditRefs.filter((ref) => ref.weight > 0) ?? [];
  const total = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
    .map(({ ref, audit }) => ({ id: ref.id, title: audit.title, cost: (100 * ref.weight * (1 - audit.score!)) / total, value: audit.displayValue }))
    .sort((a, b) => b.cost - a.cost)
    .slice(0, top);
}

/** Failed audits with estimated savings (ms of FCP, LCP and TBT; CLS as is), largest first. */
function hints(lhr: Lhr, top = 5) {
  return Object.entries(lhr.audits)
    .filter(([, audit]) => audit.score !== null && audit.score < 1 && audit.metricSavings)
    .map(([id, audit]) => {
      const savings = Object.entries(audit.metricSavings!).filter(([, value]) => value > 0);
      const weight = savings.reduce((sum, [metric, value]) => sum + (metric === 'CLS' ? 1000 * value : value), 0);
      return {
        id,
        title: audit.title,
        weight,
        saves: savings.map(([metric, value]) => `${metric} ${metric === 'CLS' ? value.toFixed(2) : `${Math.round(value)} ms`}`).join(', '),
      };
    })
    .filter((hint) => hint.weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, top)
    .map(({ id, title, saves }) => ({ id, title, saves }));
}

function runCli(args: string[], timeoutMs: number): Promise<{ code: number | null; stderr: string; timedOut: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    let timedOut = false;
    child.stderr.on('data', (data: Buffer) => (stderr = (stderr + data.toString()).slice(-4000)));
    // SIGINT first: Lighthouse then closes the Chromium it started; SIGKILL if it does not end.
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGINT');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, timeoutMs);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, timedOut });
    });
  });
}
