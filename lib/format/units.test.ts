import { containerCount, containerName, purchaseUnitName, purchaseUnitOf, unitLabel } from './units';

describe('containerName', () => {
  it('writes the litres through the number formatter with the litre label of platform-shell 3', () => {
    expect(containerName({ unitLabel: 'IBC', unitLitres: 1000 }, 'de')).toBe('IBC (1.000 l)');
    expect(containerName({ unitLabel: 'IBC', unitLitres: 1000 }, 'de-CH')).toBe("IBC (1'000 l)");
    expect(containerName({ unitLabel: 'Fass', unitLitres: 200 }, 'en')).toBe('Fass (200 l)');
  });
});

describe('purchase units', () => {
  it('stores a container by its label and litres, and shows the stored one as the offers show it', () => {
    expect(purchaseUnitOf({ unitLabel: 'Fass', unitLitres: 200 })).toBe('Fass (200 l)');
    expect(purchaseUnitName('IBC (1000 l)', 'de')).toBe('IBC (1.000 l)');
    expect(purchaseUnitName('Kanister (Blau) (20 l)', 'de')).toBe('Kanister (Blau) (20 l)');
    expect(purchaseUnitName('cubic_meter', 'de')).toBe('cbm');
    expect(purchaseUnitName('liter', 'de')).toBe('l');
  });
});

describe('containerCount', () => {
  it('reads an order of containers as its count and container, both through the number formatter', () => {
    expect(containerCount(4, 'Fass (200 l)', 'de')).toBe('4 × Fass (200 l)');
    expect(containerCount(1200, 'IBC (1000 l)', 'de-CH')).toBe("1'200 × IBC (1'000 l)");
  });

  it('leaves orders by volume to the volume: cbm, and litres of older additive orders', () => {
    expect(containerCount(null, 'cubic_meter', 'de')).toBeNull();
    expect(containerCount(3, 'liter', 'de')).toBeNull();
    expect(unitLabel('liter', 'EUR')).toBe('l');
  });
});
