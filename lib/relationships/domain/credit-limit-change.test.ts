import { creditLimitChange, isInterimLimit, type CreditLimitState } from './credit-limit-change';

const manual: CreditLimitState = { option: 'MANUAL', limit: '10000.00', source: 'MANUAL' };

describe('creditLimitChange', () => {
  test.each<[string, CreditLimitState, Parameters<typeof creditLimitChange>[1], CreditLimitState]>([
    ['a new manual amount', manual, { option: 'MANUAL', limit: '5000.00' }, { option: 'MANUAL', limit: '5000.00', source: 'MANUAL' }],
    ['no limit clears the amount', manual, { option: 'NONE' }, { option: 'NONE', limit: null, source: null }],
    ['MANUAL to API keeps the manual amount until the API sends one', manual, { option: 'API' }, { option: 'API', limit: '10000.00', source: 'MANUAL' }],
    ['MANUAL to CSV likewise', manual, { option: 'CSV' }, { option: 'CSV', limit: '10000.00', source: 'MANUAL' }],
    [
      'API to CSV keeps the API’s amount until the upload sends one',
      { option: 'API', limit: '7000.00', source: 'API' },
      { option: 'CSV' },
      { option: 'CSV', limit: '7000.00', source: 'API' },
    ],
    [
      'NONE to API: no limit until the API sends one',
      { option: 'NONE', limit: null, source: null },
      { option: 'API' },
      { option: 'API', limit: null, source: null },
    ],
    [
      'an amount typed with API is a manual interim one',
      { option: 'API', limit: null, source: null },
      { option: 'API', limit: '300.00' },
      { option: 'API', limit: '300.00', source: 'MANUAL' },
    ],
    ['neither sent: nothing changes', { option: 'API', limit: '7000.00', source: 'API' }, {}, { option: 'API', limit: '7000.00', source: 'API' }],
  ])('%s', (_, before, input, after) => {
    expect(creditLimitChange(before, input)).toEqual(after);
  });
});

describe('isInterimLimit', () => {
  test.each<[CreditLimitState, boolean]>([
    [manual, false],
    [{ option: 'API', limit: '10000.00', source: 'MANUAL' }, true],
    [{ option: 'CSV', limit: '7000.00', source: 'API' }, true],
    [{ option: 'API', limit: '7000.00', source: 'API' }, false],
    [{ option: 'API', limit: null, source: null }, false],
    [{ option: 'NONE', limit: null, source: null }, false],
  ])('%j is interim: %s', (state, interim) => {
    expect(isInterimLimit(state)).toBe(interim);
  });
});
