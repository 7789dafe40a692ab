import { iceMonthLabel } from './ice-month-label';

const now = new Date('2026-11-24T10:00:00Z');

describe('iceMonthLabel', () => {
  it('names the contract month with the ICE future dropdown on', () => {
    expect(iceMonthLabel(0, true, now)).toBe('M00 · Dez 2026');
    expect(iceMonthLabel(2, true, now)).toBe('M02 · Feb 2027');
  });

  it('is the relative month alone with it off', () => {
    expect(iceMonthLabel(0, false, now)).toBe('M00');
    expect(iceMonthLabel(2, false, now)).toBe('M02');
  });
});
