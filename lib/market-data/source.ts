import { gasSymbol } from '@/lib/market-window/domain/live-market';
import fs from 'node:fs/promises';
import Decimal from 'decimal.js';
import { z } from 'zod';
import type { Quote } from '@/lib/market-window/domain/window';
import { latestSettlementAt } from './domain/settlement';
import { INITIAL_STATE, quotesOf, tick, type FeedState } from './simulated-feed';

/** A live quote, or (`settlement`) an exchange's daily settlement price, stamped with its settlement moment. */
export type FeedQuote = Quote & { settlement?: boolean };

/** Where quotes come from: the simulated market, or a file/HTTP endpoint with real quotes. */
export interface MarketDataSource {
  readonly name: string;
  /** The newest quotes; `previous` are the newest stored live ones, so a stateless source can walk on from them. */
  fetchQuotes(now: Date, previous: Quote[]): Promise<FeedQuote[]>;
}

/** A settlement row says so: `true` in JSON; in CSV a fourth column `settlement` (or `true`, `1`). Without it a row is a live quote. */
const settlementFlag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || (typeof v === 'string' && ['settlement', 'true', '1'].includes(v.trim().toLowerCase())));

const quoteRow = z.object({
  symbol: z.string().min(1),
  price: z.union([z.string(), z.number()]).transform((v) => new Decimal(v)),
  timestamp: z.coerce.date(),
  settlement: settlementFlag,
});

/**
 * The simulated feed, continuing from the last stored quotes so any instance can take the next
 * tick. Each tick also offers the gasoil months' settlement of the latest settlement moment
 * (16:30 London) at the tick's prices: the first tick after it (or the first at all, on a fresh
 * start) is stored, later ones are the same rows again and left out (ingest-quotes.ts).
 */
export const simulatedSource: MarketDataSource = {
  name: 'simulated',
  async fetchQuotes(now, previous) {
    const last = (symbol: string) => previous.find((q) => q.symbol === symbol)?.price.toNumber();
    const gas = last(gasSymbol(0));
    const state: FeedState = gas
      ? {
          gas,
          curveStep: ((last(gasSymbol(6)) ?? gas + INITIAL_STATE.curveStep * 6) - gas) / 6,
          brent: last('/BRN') ?? INITIAL_STATE.brent,
          fx: Object.fromEntries(Object.keys(INITIAL_STATE.fx).map((s) => [s, last(s) ?? INITIAL_STATE.fx[s]])),
          rng: Math.floor(now.getTime() / 1000) | 0,
        }
      : INITIAL_STATE;
    const quotes = quotesOf(tick(state), now);
    const settledAt = latestSettlementAt(now);
    const settlements = quotes.filter((q) => q.symbol.startsWith('/GAS')).map((q) => ({ ...q, timestamp: settledAt, settlement: true }));
    return [...quotes, ...settlements];
  },
};

/**
 * Real quotes from MARKET_DATA_URL (JSON array of { symbol, price, timestamp, settlement? }) or
 * MARKET_DATA_FILE (CSV lines "symbol,price,timestamp[,settlement]", a header line allowed); the
 * format is in docs/market-data.md. Malformed rows are refused as a whole.
 */
export function externalSource(location: { url?: string; file?: string }): MarketDataSource {
  return {
    name: location.url ? `http:${location.url}` : `file:${location.file}`,
    async fetchQuotes() {
      let rows: unknown;
      if (location.url) {
        const res = await fetch(location.url, { signal: AbortSignal.timeout(5_000) });
        if (!res.ok) throw new Error(`market data endpoint answered ${res.status}`);
        rows = await res.json();
      } else {
        rows = parseCsv(await fs.readFile(location.file!, 'utf8'));
      }
      return z.array(quoteRow).parse(rows);
    },
  };
}

export function parseCsv(text: string): { symbol: string; price: string; timestamp: string; settlement?: string }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !/^symbol\s*,/i.test(line))
    .map((line) => {
      const [symbol, price, timestamp, settlement] = line.split(',').map((cell) => cell.trim());
      return { symbol, price, timestamp, settlement };
    });
}

export function configuredSource(): MarketDataSource {
  const url = process.env.MARKET_DATA_URL;
  const file = process.env.MARKET_DATA_FILE;
  return url || file ? externalSource({ url, file }) : simulatedSource;
}
