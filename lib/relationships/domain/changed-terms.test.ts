import { changedTerms } from './changed-terms';

const base = {
  creditLimitOption: 'NONE',
  creditLimit: null,
  creditDays: [{ productId: 1, days: 30 }],
  terminals: { all: true, ids: [] },
  products: { all: true, ids: [] },
  additivesEnabled: false,
  paymentTermId: null,
};

test.each([
  ['nothing', {}, []],
  ['a manual limit', { creditLimitOption: 'MANUAL', creditLimit: '5000.00' }, ['creditLimit']],
  ['credit days', { creditDays: [{ productId: 1, days: 7 }] }, ['creditDays']],
  ['terminals', { terminals: { all: false, ids: [3] } }, ['releases']],
  ['additives', { additivesEnabled: true }, ['releases']],
  ['the payment term and products', { paymentTermId: 2, products: { all: false, ids: [1] } }, ['releases', 'paymentTerm']],
])('%s', (_name, change, expected) => {
  expect(changedTerms(base, { ...base, ...change })).toEqual(expected);
});
