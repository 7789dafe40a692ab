import Decimal from 'decimal.js';
import { alertMatches, bestPrice, offerFitsAlert } from './match-alert';

const d = (v: string) => new Decimal(v);

describe('alertMatches', () => {
  test.each([
    // operator, alert price, best price, fires
    ['LTE', '85.00', '84.99', true],
    ['LTE', '85.00', '85.00', true],
    ['LTE', '85.00', '85.01', false],
    ['GTE', '85.00', '85.01', true],
    ['GTE', '85.00', '85.00', true],
    ['GTE', '85.00', '84.99', false],
    // Negative alert prices exist for price drops only (LTE): a discount below zero.
    ['LTE', '-1.50', '-2.00', true],
    ['LTE', '-1.50', '-1.50', true],
    ['LTE', '-1.50', '0.00', false],
  ] as const)('%s %s against best price %s -> %s', (operator, alert, best, fires) => {
    expect(alertMatches({ operator, price: d(alert) }, d(best))).toBe(fires);
  });

  test('compares decimals exactly, not as floats', () => {
    expect(alertMatches({ operator: 'LTE', price: d('0.3') }, d('0.1').plus(d('0.2')))).toBe(true);
    expect(alertMatches({ operator: 'GTE', price: d('0.3') }, d('0.1').plus(d('0.2')))).toBe(true);
  });
});

describe('bestPrice', () => {
  test('is the lowest price, or null without prices', () => {
    expect(bestPrice([d('91.20'), d('89.95'), d('90.00')])?.toString()).toBe('89.95');
    expect(bestPrice([])).toBeNull();
  });
});

describe('offerFitsAlert', () => {
  const alert = { productId: 1, terminalId: 2, liftingPeriodType: 'ALL' as const };
  test('needs the same product and terminal', () => {
    expect(offerFitsAlert(alert, { productId: 1, terminalId: 2, prompt: false })).toBe(true);
    expect(offerFitsAlert(alert, { productId: 1, terminalId: 3, prompt: true })).toBe(false);
    expect(offerFitsAlert(alert, { productId: 4, terminalId: 2, prompt: true })).toBe(false);
  });
  test('PROMPT alerts see prompt lifting periods only', () => {
    const prompt = { ...alert, liftingPeriodType: 'PROMPT' as const };
    expect(offerFitsAlert(prompt, { productId: 1, terminalId: 2, prompt: true })).toBe(true);
    expect(offerFitsAlert(prompt, { productId: 1, terminalId: 2, prompt: false })).toBe(false);
  });
});
