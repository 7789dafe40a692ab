import { containerCount, containerName, unitLabel } from './units';

describe('containerName', () => {
  it('writes the litres through the number formatter with the litre label of platform-shell 3', () => {
    expect(containerName({ unitLabel: 'IBC', unitLitres: 1000 }, 'de')).toBe('IBC (1.000 lt)');
    expect(containerName({ unitLabel: 'IBC', unitLitres: 1000 }, 'de-CH')).toBe("IBC (1'000 lt)");
    expect(containerName({ unitLabel: 'Fass', unitLitres: 200 }, 'en')).toBe('Fass (200 lt)');
  });
});

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
