import { iceContractMonth } from './ice-contract';

describe('iceContractMonth', () => {
  it.each([
    // November 2026: the 14th is a Saturday, so the last trading day is Thursday the 12th.
    ['2026-11-12T15:00:00Z', 0, '2026-11'],
    ['2026-11-13T09:00:00Z', 0, '2026-12'],
    ['2026-11-24T10:00:00Z', 0, '2026-12'],
    ['2026-11-24T10:00:00Z', 6, '2027-06'],
    // December 2026: the 14th is a Monday, so the last trading day is Thursday the 10th.
    ['2026-12-10T12:00:00Z', 0, '2026-12'],
    ['2026-12-11T12:00:00Z', 0, '2027-01'],
    ['2026-12-31T23:30:00Z', 1, '2027-02'],
  ])('at %s M0%i is the %s contract', (now, offset, month) => {
    expect(iceContractMonth(offset, new Date(now))).toBe(month);
  });
});
