import { fittingEntries } from './fit-menu';

describe('fittingEntries', () => {
  it('keeps every entry when the row fits, without room for "Mehr"', () => {
    // 3 × 100 + 2 gaps of 10 = 320
    expect(fittingEntries([100, 100, 100], 320, 80, 10)).toBe(3);
  });

  it('moves the entries that do not fit beside the "Mehr" button', () => {
    // 100 + 10 + 100 + 10 + 80 = 300 fits; a third entry would need 410
    expect(fittingEntries([100, 100, 100], 319, 80, 10)).toBe(2);
    expect(fittingEntries([100, 100, 100], 300, 80, 10)).toBe(2);
    expect(fittingEntries([100, 100, 100], 299, 80, 10)).toBe(1);
  });

  it('keeps the order: a narrow entry after a wide one that does not fit moves too', () => {
    expect(fittingEntries([100, 300, 20], 250, 50, 0)).toBe(1);
  });

  it('gives nothing when not even "Mehr" and one entry fit', () => {
    expect(fittingEntries([100, 100], 120, 80, 10)).toBe(0);
    expect(fittingEntries([], 0, 80, 10)).toBe(0);
  });
});
