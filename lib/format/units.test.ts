import { containerCount, unitLabel } from './units';

describe('containerCount', () => {
  it('reads an order of containers as its count and container', () => {
    expect(containerCount(4, 'Fass (200 l)')).toBe('4 × Fass (200 l)');
  });

  it('leaves orders by volume to the volume: cbm, and litres of older additive orders', () => {
    expect(containerCount(null, 'cubic_meter')).toBeNull();
    expect(containerCount(3, 'liter')).toBeNull();
    expect(unitLabel('liter', 'EUR')).toBe('lt');
  });
});
