import Decimal from 'decimal.js';
import { gasSymbol } from '@/lib/market-window/domain/live-market';
import { iceContractMonth } from '@/lib/market-window/domain/ice-contract';
import { pricedContractMonth, rolledIceMonth } from './ice-month';
import { priceOffer } from './price-offer';
import type { PriceRule } from './types';

/**
 * The seller rolls M00 on 8 December 2026 at 18:00 Berlin, before the December contract stops
 * trading on the 10th: from then on the engine prices M00 with the January contract.
 */
const ROLL = new Date('2026-12-08T17:00:00Z');
const forward: PriceRule = { id: 1, kind: 'ICE_EXPIRY', scope: 'GLOBAL', value: new Decimal(0), expiresAt: ROLL, direction: 'FORWARD' };
const back: PriceRule = { ...forward, direction: 'BACK' };
const before = new Date(ROLL.getTime() - 1);

describe('rolledIceMonth and pricedContractMonth around the roll', () => {
  test.each<[string, PriceRule | undefined, Date, number, number, string]>([
    ['no expiry rule', undefined, ROLL, 0, 0, '2026-12'],
    ['a millisecond before the roll', forward, before, 0, 0, '2026-12'],
    ['at the roll', forward, ROLL, 0, 1, '2027-01'],
    ['M03 at the roll', forward, ROLL, 3, 4, '2027-04'],
    ['M06 stays the last month', forward, ROLL, 6, 6, '2027-06'],
    ['back: M02 becomes M01', back, ROLL, 2, 1, '2027-01'],
    ['back: M00 stays the front', back, ROLL, 0, 0, '2026-12'],
    // After the exchange's own roll (11 December) the front is January; the passed rule still moves M00 one on.
    ['a day after the exchange rolled', forward, new Date('2026-12-11T12:00:00Z'), 0, 1, '2027-02'],
  ])('%s', (_name, expiry, now, iceMonth, rolled, contract) => {
    expect(rolledIceMonth(iceMonth, expiry, now)).toBe(rolled);
    expect(pricedContractMonth(iceMonth, expiry, now)).toBe(contract);
  });

  // The label and the engine share the roll: the quote the engine reads is the one of the contract the label names.
  test.each([before, ROLL, new Date('2026-12-11T12:00:00Z')])('the engine prices M0x at %s with the quote of the labelled contract', (now) => {
    const live = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((n) => [gasSymbol(n), new Decimal(800 + n)]));
    for (const iceMonth of [0, 1, 3, 6]) {
      for (const expiry of [forward, back]) {
        const result = priceOffer({
          offer: { id: 10, priceType: 'TRACKING', productId: 1, terminalId: 100, networkId: 7, iceMonth },
          rules: [expiry, { id: 2, kind: 'FX', scope: 'GLOBAL', value: new Decimal(1) }],
          market: { live: { ...live, 'EUR/USD': new Decimal(1) } },
          productDensity: new Decimal('0.845'),
          exchangeSymbol: 'EUR/USD',
          decimals: 2,
          now,
        });
        if (!result.ok) throw new Error(result.error);
        const quoted = Number(result.breakdown.find((line) => line.step === 'ICE_LIVE')!.value) - 800;
        expect(iceContractMonth(quoted, now)).toBe(pricedContractMonth(iceMonth, expiry, now));
      }
    }
  });
});
