import { iceMonthLabel } from './ice-month-label';

describe('iceMonthLabel', () => {
  it('names the contract month where it is known (the ICE future dropdown), in the user’s language', () => {
    expect(iceMonthLabel(0, { month: '2026-12', locale: 'de' })).toBe('M00 · Dez 2026');
    expect(iceMonthLabel(2, { month: '2027-02', locale: 'de-CH' })).toBe('M02 · Feb 2027');
    expect(iceMonthLabel(0, { month: '2026-12', locale: 'en' })).toBe('M00 · Dec 2026');
  });

  it('is the relative month alone otherwise', () => {
    expect(iceMonthLabel(0)).toBe('M00');
    expect(iceMonthLabel(2)).toBe('M02');
  });
});
