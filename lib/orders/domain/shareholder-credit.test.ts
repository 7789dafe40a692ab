import Decimal from 'decimal.js';
import { shareholderCreditRefusal } from './shareholder-credit';

const d = (v: string) => new Decimal(v);

describe('shareholderCreditRefusal (design 11)', () => {
  test.each([
    ['no limit', null, '900000', ['1'], null],
    ['within the limit', d('10000'), '4000', ['3000', '2999.99'], null],
    ['exactly at the limit', d('10000'), '4000', ['6000'], null],
    ['one cent beyond', d('10000'), '4000', ['6000.01'], { key: 'insufficient_credit_contact_operator' }],
    ['two orders together beyond', d('10000'), '0', ['6000', '4500'], { key: 'insufficient_credit_contact_operator' }],
  ])('%s', (_name, limit, exposure, gross, expected) => {
    expect(shareholderCreditRefusal(limit, d(exposure), gross.map(d))).toEqual(expected);
  });
});
