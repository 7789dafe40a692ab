import Decimal from 'decimal.js';
import { triggerAmounts } from './trigger-amounts';

describe('triggerAmounts', () => {
  test('one product: as a spot order of the same cbm and price', () => {
    // 12.5 cbm at 98.7654 per 100L15: 12345.675 net, rounded half up to 12345.68; 19 % VAT 2345.6792 -> 2345.68.
    const { net, vat, gross, items } = triggerAmounts([{ quantity: '12.5', price: '98.7654' }], new Decimal(19));
    expect([net.toFixed(2), vat.toFixed(2), gross.toFixed(2)]).toEqual(['12345.68', '2345.68', '14691.36']);
    expect(items).toHaveLength(1);
  });

  test('a mogas bundle rounds each product to the cent, then adds them up', () => {
    // 6 cbm at 80.0005 -> 4800.03 net, VAT 912.0057 -> 912.01; 4 cbm at 79.9995 -> 3199.98, VAT 607.9962 -> 608.00.
    const { net, vat, gross } = triggerAmounts(
      [
        { quantity: '6', price: '80.0005' },
        { quantity: '4', price: '79.9995' },
      ],
      new Decimal(19),
    );
    expect([net.toFixed(2), vat.toFixed(2), gross.toFixed(2)]).toEqual(['8000.01', '1520.01', '9520.02']);
  });
});
