import { scopeOf } from './rule-record';
import { ZRuleInput, ZRuleUpdate } from './schemas';

function fields(input: Record<string, unknown>) {
  const result = ZRuleInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const DUTY = { kind: 'DUTY', groupName: 'Steuern', name: 'Energiesteuer', value: '6.135', unit: 'EUR/100L15', productIds: [1], terminalIds: [2] };

describe('ZRuleInput (trading-domain 5)', () => {
  it('accepts a complete product and terminal rule', () => {
    expect(fields(DUTY)).toEqual({});
  });

  it('product and terminal rules need a terminal, a product, a unit, a value and a group name', () => {
    expect(fields({ ...DUTY, terminalIds: [], productIds: [], unit: '', value: '', groupName: ' ' })).toEqual({
      terminalIds: 'terminal_required',
      productIds: 'product_required',
      unit: 'unit_required',
      value: 'value_required',
      groupName: 'group_name_required',
    });
    expect(fields({ ...DUTY, name: '' })).toEqual({ name: 'duty_name_required' });
  });

  it('a customer rule needs a customer and a unit, but no products or terminals; discounts may be negative', () => {
    expect(fields({ kind: 'PRICE', value: '-0.4', unit: 'EUR/100L15', accountIds: [7] })).toEqual({});
    expect(fields({ kind: 'PRICE', value: '-0.4', unit: 'EUR/100L15', groupName: 'Kunden' })).toEqual({
      terminalIds: 'terminal_required',
      productIds: 'product_required',
    });
  });

  it('a density is one product, 0.6 to 1.1 kg/l', () => {
    expect(fields({ kind: 'DENSITY', value: '0.6', productIds: [1] })).toEqual({});
    expect(fields({ kind: 'DENSITY', value: '1.1', productIds: [1] })).toEqual({});
    expect(fields({ kind: 'DENSITY', value: '0.59', productIds: [1] })).toEqual({ value: 'density_range' });
    expect(fields({ kind: 'DENSITY', value: '0.8', productIds: [1, 2] })).toEqual({ productIds: 'product_required' });
  });

  it('an expiry rule needs date, time and direction', () => {
    expect(fields({ kind: 'ICE_EXPIRY', value: '0' })).toEqual({
      expiryDate: 'expiry_date_required',
      expiryTime: 'expiry_time_required',
      direction: 'direction_required',
    });
    expect(fields({ kind: 'ICE_EXPIRY', value: '0', expiryDate: '2026-12-14', expiryTime: '18:00', direction: 'BACK' })).toEqual({});
  });

  it('an FX live symbol needs the symbol, a fixed FX rate must be positive', () => {
    expect(fields({ kind: 'FX_LIVE_SYMBOL', value: '0' })).toEqual({ symbol: 'symbol_required' });
    expect(fields({ kind: 'FX', value: '0' })).toEqual({ value: 'fx_rate_positive' });
  });

  it('an edit needs the version; overwrite defaults to false', () => {
    expect(ZRuleUpdate.safeParse(DUTY).success).toBe(false);
    expect(ZRuleUpdate.parse({ ...DUTY, version: 2 }).overwrite).toBe(false);
  });
});

describe('scopeOf', () => {
  const none = { accountIds: [], offerIds: [], productIds: [], terminalIds: [], networkIds: [] };
  it.each([
    [{}, 'GLOBAL'],
    [{ networkIds: [1] }, 'NETWORK'],
    [{ terminalIds: [1] }, 'TERMINAL'],
    [{ terminalIds: [1], productIds: [2] }, 'PRODUCT'],
    [{ offerIds: [1], productIds: [2] }, 'OFFER'],
    [{ accountIds: [1], productIds: [2] }, 'ACCOUNT'],
  ])('%o -> %s', (targets, scope) => {
    expect(scopeOf({ ...none, ...targets })).toBe(scope);
  });
});
