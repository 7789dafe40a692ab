import Decimal from 'decimal.js';
import { OFFER_COLUMNS, offerRows, type CurrentOffer } from './offer-rows';

/** An offer file's row against the offer it names: only a change is an update. */
const stored: CurrentOffer['stored'] = {
  productId: 1,
  terminalId: 2,
  priceType: 'FIXED',
  // Typed per litre on the form, stored per 100L15: the file's 85,50 per 100L15 is the same price.
  priceUnit: 'PER_LITRE',
  fixedPrice: new Decimal('85.5'),
  iceMonth: null,
  fxSymbol: null,
  fxPremium: null,
  surcharge: new Decimal('0'),
  totalVolume: new Decimal('100'),
  minOrderQuantity: new Decimal('1'),
  maxOrderQuantity: new Decimal('50'),
  // Seconds the file cannot show.
  startsAt: new Date('2030-12-01T07:00:42.5Z'),
  endsAt: new Date('2030-12-31T17:00:00Z'),
  dailyStart: '06:00',
  dailyEnd: '18:00',
  liftingPeriodId: 3,
  collectionStart: null,
  collectionEnd: null,
  minimumPrice: null,
  maxPriceDrop: null,
  anonymous: false,
};
const current = new Map<number, CurrentOffer>([[7, { id: 7, version: 4, sold: '10', kept: { anonymous: false }, stored }]]);
const known = { productIds: new Set([1]), terminalIds: new Set([2]), liftingPeriodIds: new Set([3]) };
const cells = {
  offerId: '7',
  delete: '',
  productId: '1',
  terminalId: '2',
  totalVolume: '100',
  minOrderQuantity: '1',
  maxOrderQuantity: '50',
  priceType: 'FIXED',
  fixedPrice: '85,50',
  iceMonth: '',
  fxSymbol: '',
  surcharge: '0',
  startsAt: '01.12.2030 08:00',
  endsAt: '31.12.2030 18:00',
  dailyStart: '06:00',
  dailyEnd: '18:00',
  liftingPeriodId: '3',
  collectionStart: '',
  collectionEnd: '',
} satisfies Record<(typeof OFFER_COLUMNS)[number], string>;

const actionOf = (change: Partial<typeof cells>) => offerRows([{ line: 2, cells: { ...cells, ...change } }], current, known, 'Europe/Berlin')[0];

describe('offerRows', () => {
  test('the row as the template wrote it is unchanged', () => {
    expect(actionOf({})).toMatchObject({ action: 'unchanged', key: 7, version: 4, errors: [] });
    expect(actionOf({ totalVolume: '100,000', surcharge: '' }).action).toBe('unchanged');
  });

  test.each([
    ['the total', { totalVolume: '120' }],
    ['the price', { fixedPrice: '85,51' }],
    ['the start by a minute', { startsAt: '01.12.2030 08:01' }],
    ['the daily end', { dailyEnd: '17:00' }],
    ['the lifting period for a range', { liftingPeriodId: '', collectionStart: '01.12.2030', collectionEnd: '05.12.2030' }],
  ])('a change of %s is an update', (_what, change) => expect(actionOf(change)).toMatchObject({ action: 'update', key: 7, errors: [] }));
});
