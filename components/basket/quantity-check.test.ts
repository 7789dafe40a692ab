import Decimal from 'decimal.js';
import { quantityProblem } from './quantity-check';

const item = { minimumOrderQuantity: '5', maximumOrderQuantity: '60', available: '40' };

describe('basket quantity check', () => {
  test.each([
    ['4.999', { min: '5', max: '40' }],
    ['5', null],
    ['40', null],
    ['40.001', { min: '5', max: '40' }],
  ])('%s cbm', (quantity, expected) => {
    expect(quantityProblem(new Decimal(quantity), item)).toEqual(expected);
  });

  test('an empty quantity names both limits, the maximum being what is left when that is less', () => {
    expect(quantityProblem(null, item)).toEqual({ min: '5', max: '40' });
    expect(quantityProblem(null, { ...item, available: '100' })).toEqual({ min: '5', max: '60' });
  });
});
