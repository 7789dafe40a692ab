import { gasSymbol } from '@/lib/market-window/domain/live-market';
import Decimal from 'decimal.js';
import type { Quote } from '@/lib/market-window/domain/window';

/**
 * The built-in market: a seeded random walk around realistic levels (ICE Low Sulphur Gasoil in
 * USD/mt with a gently backwardated forward curve M00..M06, Brent in USD/bbl, FX rates).
 * The same seed gives the same market, so demos and tests are repeatable.
 */
export interface FeedState {
  gas: number;
  /** M(n) - M(n-1) in USD/mt: negative is backwardation. */
  curveStep: number;
  brent: number;
  fx: Record<string, number>;
  rng: number;
}

export const INITIAL_STATE: FeedState = {
  gas: 705,
  curveStep: -3.25,
  brent: 74.2,
  fx: { 'EUR/USD': 1.0812, 'USD/CHF': 0.8834 },
  rng: 20261122,
};

/** mulberry32: tiny, fast and good enough for a simulated price path. */
function next(seed: number): [number, number] {
  let t = (seed + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, (seed + 0x6d2b79f5) | 0];
}

/** One tick: relative moves of a few basis points, pulled back towards the starting levels. */
export function tick(state: FeedState): FeedState {
  let rng = state.rng;
  const draw = () => {
    const [value, seed] = next(rng);
    rng = seed;
    return value - 0.5;
  };
  const revert = (value: number, anchor: number, vol: number) => value * (1 + draw() * vol) + (anchor - value) * 0.002;
  return {
    gas: revert(state.gas, INITIAL_STATE.gas, 0.0016),
    curveStep: state.curveStep + draw() * 0.05,
    brent: revert(state.brent, INITIAL_STATE.brent, 0.0016),
    fx: Object.fromEntries(Object.entries(state.fx).map(([s, v]) => [s, revert(v, INITIAL_STATE.fx[s] ?? v, 0.0003)])),
    rng,
  };
}

/** The quotes of a state, priced to the exchange's tick sizes. */
export function quotesOf(state: FeedState, at: Date): Quote[] {
  const gas = Array.from({ length: 7 }, (_, month) => ({
    symbol: gasSymbol(month),
    price: new Decimal(state.gas + state.curveStep * month).toDecimalPlaces(2),
    timestamp: at,
  }));
  const fx = Object.entries(state.fx).map(([symbol, value]) => ({ symbol, price: new Decimal(value).toDecimalPlaces(4), timestamp: at }));
  return [...gas, { symbol: '/BRN', price: new Decimal(state.brent).toDecimalPlaces(2), timestamp: at }, ...fx];
}
