import { iceMonthLabel } from './ice-month-label';

describe('iceMonthLabel', () => {
  it('names the contract month where it is known (the ICE future dropdown)', () => {
    expect(iceMonthLabel(0, '2026-12')).toBe('M00 · Dez 2026');
    expect(iceMonthLabel(2, '2027-02')).toBe('M02 · Feb 2027');
  });

  it('is the relative month alone otherwise', () => {
    expect(iceMonthLabel(0)).toBe('M00');
    expect(iceMonthLabel(2)).toBe('M02');
  });
});
