import { badgeLabel } from './badge';

describe('badgeLabel', () => {
  it.each([
    [undefined, null],
    [null, null],
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%p -> %p', (count, label) => {
    expect(badgeLabel(count as number | null | undefined)).toBe(label);
  });
});
