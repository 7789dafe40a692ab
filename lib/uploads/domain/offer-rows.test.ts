import Decimal from 'decimal.js';
import { offerRows, type CurrentOffer } from './offer-rows';
import { OFFER_COLUMNS, OFFER_HEADINGS, offerLegend, offerTemplateRow, type OfferColumn, type OfferNames, type TemplateOffer } from './offer-template';
import { readCsv } from './read-csv';

const ZONE = 'Europe/Berlin';
const names: OfferNames = {
  products: new Map([
    [1, 'Diesel B7'],
    [2, 'Heizöl EL schwefelarm'],
  ]),
  terminals: new Map([
    [2, 'Hamburg Hafen'],
    [5, 'Duisburg'],
  ]),
  liftingPeriods: new Map([
    [3, 'Laufende Woche'],
    [4, 'Prompt'],
  ]),
};

/** Offers as the database holds them, among them the demo's: live-priced, no daily hours. */
const base: TemplateOffer = {
  id: 7,
  productId: 1,
  terminalId: 2,
  priceType: 'FIXED',
  fixedPrice: new Decimal('85.5'),
  iceMonth: null,
  fxSymbol: null,
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
};
const OFFERS: Record<string, TemplateOffer> = {
  fixed: base,
  live: {
    ...base,
    id: 8,
    productId: 2,
    priceType: 'TRACKING',
    fixedPrice: null,
    iceMonth: 0,
    fxSymbol: 'EUR/USD',
    surcharge: new Decimal('2.50'),
    totalVolume: new Decimal('800'),
    minOrderQuantity: new Decimal('5'),
    maxOrderQuantity: new Decimal('60'),
    dailyStart: null,
    dailyEnd: null,
    liftingPeriodId: 4,
  },
  api: { ...base, id: 9, priceType: 'API', fixedPrice: null, iceMonth: 3, fxSymbol: 'EUR/USD', totalVolume: new Decimal('1250.5') },
  range: {
    ...base,
    id: 10,
    terminalId: 5,
    liftingPeriodId: null,
    collectionStart: new Date('2030-12-01T00:00:00Z'),
    collectionEnd: new Date('2030-12-05T00:00:00Z'),
  },
};

const stored = (offer: TemplateOffer): CurrentOffer['stored'] => ({
  ...offer,
  // Typed per litre on the form, stored per 100L15: the file's 85,50 per 100L15 is the same price.
  priceUnit: 'PER_LITRE',
  fxPremium: null,
  minimumPrice: null,
  maxPriceDrop: null,
  anonymous: false,
});
const current = new Map<number, CurrentOffer>(
  Object.values(OFFERS).map((offer) => [offer.id, { id: offer.id, version: 4, sold: '10', kept: { anonymous: false }, stored: stored(offer) }]),
);

/** A row as the reader hands it over: by heading. */
const byHeading = (cells: Record<OfferColumn, string>) =>
  Object.fromEntries(Object.entries(cells).map(([column, value]) => [OFFER_HEADINGS[column as OfferColumn], value]));
const templateCells = (offer: TemplateOffer) => offerTemplateRow(offer, names, ZONE);
const rowOf = (offer: TemplateOffer, change: Partial<Record<OfferColumn, string>> = {}) =>
  offerRows([{ line: 2, cells: byHeading({ ...templateCells(offer), ...change }) }], current, names, ZONE)[0];

describe('the offer template', () => {
  it('writes names, price type labels and German numbers and dates, not ids', () => {
    expect(templateCells(OFFERS.live)).toEqual({
      offerId: '8',
      delete: '',
      product: 'Heizöl EL schwefelarm',
      terminal: 'Hamburg Hafen',
      totalVolume: '800',
      minOrderQuantity: '5',
      maxOrderQuantity: '60',
      priceType: 'Live-Preis',
      fixedPrice: '',
      iceMonth: 'M00',
      fxSymbol: 'EUR/USD',
      surcharge: '2,5',
      startsAt: '01.12.2030 08:00',
      endsAt: '31.12.2030 18:00',
      dailyStart: '',
      dailyEnd: '',
      liftingPeriod: 'Prompt',
      collectionStart: '',
      collectionEnd: '',
    });
    expect(templateCells(OFFERS.range)).toMatchObject({ terminal: 'Duisburg', liftingPeriod: '', collectionStart: '01.12.2030', collectionEnd: '05.12.2030' });
  });

  it('downloaded and uploaded unchanged, as a whole file with its legend: 0 errors and 0 changes', () => {
    const lines = [OFFER_COLUMNS.join(';'), ...Object.values(OFFERS).map((offer) => Object.values(templateCells(offer)).join(';')), '', ...offerLegend(names)];
    const read = readCsv(Uint8Array.from(Buffer.from('\uFEFF' + lines.join('\r\n'))), OFFER_COLUMNS);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    const rows = offerRows(read.records, current, names, ZONE);
    expect(rows.map((row) => [row.key, row.action, row.errors])).toEqual(Object.values(OFFERS).map((offer) => [offer.id, 'unchanged', []]));
  });

  it('lists the names it knows in the legend', () => {
    const legend = offerLegend(names).join('\n');
    for (const name of ['Diesel B7', 'Hamburg Hafen', 'Laufende Woche', 'Festpreis', 'Live-Preis (API)']) expect(legend).toContain(name);
    expect(legend.split('\n').every((line) => line.startsWith('#') && !line.includes(';'))).toBe(true);
  });
});

describe('offerRows', () => {
  test.each([
    ['Excel’s own notation', { totalVolume: '100,000', surcharge: '', dailyStart: '6:00', dailyEnd: '18:00:00' }],
    ['names in another case', { product: 'diesel b7', terminal: ' HAMBURG HAFEN ', priceType: 'festpreis' }],
  ])('%s is unchanged', (_what, change) => expect(rowOf(OFFERS.fixed, change)).toMatchObject({ action: 'unchanged', key: 7, version: 4, errors: [] }));

  test.each([
    ['the total', { totalVolume: '120' }],
    ['the price', { fixedPrice: '85,51' }],
    ['the start by a minute', { startsAt: '01.12.2030 08:01' }],
    ['the daily end', { dailyEnd: '17:00' }],
    ['the terminal', { terminal: 'Duisburg' }],
    ['the lifting period for a range', { liftingPeriod: '', collectionStart: '01.12.2030', collectionEnd: '05.12.2030' }],
  ])('a change of %s is an update', (_what, change) => expect(rowOf(OFFERS.fixed, change)).toMatchObject({ action: 'update', key: 7, errors: [] }));

  test('whole-day hours of the demo offers stay whole-day; hours typed in are an update', () => {
    expect(rowOf(OFFERS.live).action).toBe('unchanged');
    expect(rowOf(OFFERS.live, { dailyStart: '00:00', dailyEnd: '00:00' }).action).toBe('unchanged');
    expect(rowOf(OFFERS.live, { dailyStart: '06:00', dailyEnd: '18:00' }).action).toBe('update');
  });

  test.each<[string, Partial<Record<OfferColumn, string>>, { field: string; key: string; data?: object }[]]>([
    ['an unknown terminal', { terminal: 'Hamburg Hafn' }, [{ field: 'Terminal', key: 'upload_unknown_terminal', data: { value: 'Hamburg Hafn' } }]],
    ['an unknown product', { product: 'Benzin' }, [{ field: 'Produkt', key: 'upload_unknown_product', data: { value: 'Benzin' } }]],
    [
      'an unknown lifting period',
      { liftingPeriod: 'Nächstes Jahr' },
      [{ field: 'Abholzeitraum', key: 'upload_unknown_liftingPeriod', data: { value: 'Nächstes Jahr' } }],
    ],
    ['an unknown price type', { priceType: 'FIX' }, [{ field: 'Preisart', key: 'upload_unknown_priceType', data: { value: 'FIX' } }]],
    ['32.11.2026', { startsAt: '32.11.2026' }, [{ field: 'Gültig ab', key: 'upload_invalid_date', data: { value: '32.11.2026' } }]],
    ['an hour past the day', { endsAt: '31.12.2030 25:00' }, [{ field: 'Gültig bis', key: 'upload_invalid_date', data: { value: '31.12.2030 25:00' } }]],
    [
      'a day that is no day',
      { liftingPeriod: '', collectionStart: '31.02.2031', collectionEnd: '05.03.2031' },
      [{ field: 'Abholung ab', key: 'upload_invalid_date', data: { value: '31.02.2031' } }],
    ],
    ['a missing fixed price', { fixedPrice: '' }, [{ field: 'Festpreis (je 100L15)', key: 'price_value_required' }]],
    ['a missing daily end', { dailyEnd: '' }, [{ field: 'Täglich bis', key: 'daily_time_required' }]],
    [
      'a total below what is sold',
      { totalVolume: '8', maxOrderQuantity: '8' },
      [{ field: 'Gesamtmenge (cbm)', key: 'volume_below_sold', data: { sold: '10' } }],
    ],
  ])('names %s in the column as the template heads it', (_what, change, errors) => {
    expect(rowOf(OFFERS.fixed, change)).toMatchObject({ action: 'update', values: null, errors });
  });

  test('a name the platform knows twice is ambiguous, not a guess', () => {
    const twice: OfferNames = { ...names, terminals: new Map([...names.terminals, [6, 'Duisburg']]) };
    const [row] = offerRows([{ line: 2, cells: byHeading({ ...templateCells(OFFERS.fixed), terminal: 'Duisburg' }) }], current, twice, ZONE);
    expect(row.errors).toEqual([{ field: 'Terminal', key: 'upload_name_ambiguous', data: { value: 'Duisburg' } }]);
  });

  test('an offer id that is not the seller’s, and one named twice', () => {
    const rows = offerRows(
      [
        { line: 2, cells: byHeading({ ...templateCells(OFFERS.fixed), offerId: '99' }) },
        { line: 3, cells: byHeading(templateCells(OFFERS.fixed)) },
        { line: 4, cells: byHeading(templateCells(OFFERS.fixed)) },
      ],
      current,
      names,
      ZONE,
    );
    expect(rows.map((row) => row.errors)).toEqual([
      [{ field: 'Angebots-ID', key: 'offer_not_found' }],
      [],
      [{ field: 'Angebots-ID', key: 'upload_duplicate_row' }],
    ]);
  });
});
