import { INITIAL_STATE, quotesOf, tick } from './simulated-feed';

describe('simulated market feed', () => {
  const at = new Date('2026-11-20T09:00:00Z');

  test('the same seed gives the same path', () => {
    let a = INITIAL_STATE;
    let b = INITIAL_STATE;
    for (let i = 0; i < 50; i++) {
      a = tick(a);
      b = tick(b);
    }
    expect(quotesOf(a, at)).toEqual(quotesOf(b, at));
  });

  test('gives /GAS, /GAS<1>../GAS<6>, Brent and the FX symbols with a backwardated curve', () => {
    const quotes = quotesOf(INITIAL_STATE, at);
    expect(quotes.map((q) => q.symbol)).toEqual(['/GAS', '/GAS<1>', '/GAS<2>', '/GAS<3>', '/GAS<4>', '/GAS<5>', '/GAS<6>', '/BRN', 'EUR/USD', 'USD/CHF']);
    expect(quotes[1].price.lessThan(quotes[0].price)).toBe(true);
  });

  test('stays at realistic levels over a trading day of 5-second ticks', () => {
    let state = INITIAL_STATE;
    for (let i = 0; i < 12 * 60 * 11; i++) state = tick(state);
    expect(state.gas).toBeGreaterThan(500);
    expect(state.gas).toBeLessThan(950);
    expect(state.fx['EUR/USD']).toBeGreaterThan(0.95);
    expect(state.fx['EUR/USD']).toBeLessThan(1.25);
  });
});
