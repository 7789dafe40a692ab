import { fixedPricePer100L15, ZOfferInput, ZOfferUpdate } from './schemas';

const VALID = {
  productId: 1,
  terminalId: 2,
  totalVolume: '500',
  minOrderQuantity: '5',
  maxOrderQuantity: '100',
  priceType: 'FIXED',
  fixedPrice: '95,40'.replace(',', '.'),
  startsAt: '2026-12-01T06:00:00.000Z',
  endsAt: '2026-12-31T17:00:00.000Z',
  dailyStart: '07:00',
  dailyEnd: '17:30',
  liftingPeriodId: 1,
};

function fields(input: Record<string, unknown>) {
  const result = ZOfferInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('ZOfferInput (trading-domain 5)', () => {
  it('accepts a complete fixed-price offer and defaults the surcharge to 0', () => {
    const result = ZOfferInput.parse(VALID);
    expect(result).toMatchObject({ surcharge: '0', priceUnit: 'PER_100L15', anonymous: false });
  });

  it.each([
    ['productId', 'product_required'],
    ['terminalId', 'terminal_required'],
    ['totalVolume', 'total_volume_required'],
    ['minOrderQuantity', 'min_order_volume_required'],
    ['maxOrderQuantity', 'max_order_volume_required'],
    ['priceType', 'pricing_type_required'],
    ['fixedPrice', 'price_value_required'],
    ['startsAt', 'availability_required'],
    ['endsAt', 'availability_required'],
    ['dailyStart', 'daily_time_required'],
    ['dailyEnd', 'daily_time_required'],
    ['liftingPeriodId', 'collection_period_required'],
  ])('a missing %s gives %s', (field, key) => {
    expect(fields({ ...VALID, [field]: undefined })[field]).toBe(key);
    expect(fields({ ...VALID, [field]: '' })[field]).toBe(key);
  });

  it('shows every problem at once, cross-checks included', () => {
    const problems = fields({ ...VALID, productId: '', minOrderQuantity: '200' });
    expect(problems).toMatchObject({ productId: 'product_required', minOrderQuantity: 'min_above_max' });
  });

  it('needs ICE month and FX for live prices (TRACKING and API), not a fixed price', () => {
    const live = { ...VALID, priceType: 'TRACKING', fixedPrice: undefined };
    expect(fields(live)).toEqual({ iceMonth: 'ice_month_required', fxSymbol: 'fx_required' });
    expect(fields({ ...live, priceType: 'API', iceMonth: 6, fxSymbol: 'EUR/USD' })).toEqual({});
    expect(fields({ ...live, iceMonth: 7, fxSymbol: 'EUR/USD' })).toEqual({ iceMonth: 'ice_month_required' });
  });

  it.each([
    [{ totalVolume: '0' }, 'totalVolume', 'volume_positive'],
    [{ minOrderQuantity: '0' }, 'minOrderQuantity', 'volume_positive'],
    [{ minOrderQuantity: '101' }, 'minOrderQuantity', 'min_above_max'],
    [{ maxOrderQuantity: '501' }, 'maxOrderQuantity', 'max_above_total'],
    [{ endsAt: VALID.startsAt }, 'endsAt', 'end_before_start'],
    [{ maxPriceDrop: '-1' }, 'maxPriceDrop', 'max_price_drop_negative'],
    [{ totalVolume: 'viel' }, 'totalVolume', 'invalid_number'],
  ])('%o -> %s %s', (change, field, key) => {
    expect(fields({ ...VALID, ...change })[field]).toBe(key);
  });

  it('allows daily hours over midnight and equal bounds (the whole day)', () => {
    expect(fields({ ...VALID, dailyStart: '22:00', dailyEnd: '06:00' })).toEqual({});
    expect(fields({ ...VALID, dailyStart: '00:00', dailyEnd: '00:00' })).toEqual({});
  });

  it('allows min = max = total', () => {
    expect(fields({ ...VALID, minOrderQuantity: '500', maxOrderQuantity: '500' })).toEqual({});
  });

  it('allows a negative surcharge (a discount)', () => {
    expect(ZOfferInput.parse({ ...VALID, surcharge: '-2.5' }).surcharge).toBe('-2.5');
  });

  it('takes a valid custom range instead of a lifting period, and refuses a reversed or half one', () => {
    const custom = { ...VALID, liftingPeriodId: undefined };
    expect(fields({ ...custom, collectionStart: '2026-12-01', collectionEnd: '2026-12-01' })).toEqual({});
    expect(fields({ ...custom, collectionStart: '2026-12-02', collectionEnd: '2026-12-01' })).toEqual({ collectionStart: 'custom_range_invalid' });
    expect(fields({ ...custom, collectionStart: '2026-12-02' })).toEqual({ collectionStart: 'custom_range_invalid' });
    expect(fields({ ...VALID, collectionStart: '2026-12-01', collectionEnd: '2026-12-03' })).toEqual({ collectionStart: 'collection_period_or_range' });
  });

  it('stores a price per litre per 100L15', () => {
    expect(fixedPricePer100L15({ priceType: 'FIXED', priceUnit: 'PER_LITRE', fixedPrice: '0.954' })?.toString()).toBe('95.4');
    expect(fixedPricePer100L15({ priceType: 'FIXED', priceUnit: 'PER_100L15', fixedPrice: '95.4' })?.toString()).toBe('95.4');
    expect(fixedPricePer100L15({ priceType: 'TRACKING', priceUnit: 'PER_100L15', fixedPrice: '95.4' })).toBeNull();
  });

  it('an edit needs the version it started from', () => {
    expect(ZOfferUpdate.safeParse(VALID).success).toBe(false);
    expect(ZOfferUpdate.safeParse({ ...VALID, version: 3 }).success).toBe(true);
  });
});
