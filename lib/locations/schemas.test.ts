import { COUNTRIES, postCodeProblem, ZLocationInput } from './schemas';

describe('post codes per country', () => {
  test.each([
    ['DE', '22767'],
    ['DE', '01067'],
    ['AT', '1010'],
    ['CH', '4057'],
    ['CH', '8001'],
    ['LI', '9490'],
    ['LI', '9485'],
    ['BE', '1000'],
    ['NL', '1234 AB'],
    ['NL', '1234AB'],
  ])('%s %s is valid', (country, postCode) => {
    expect(postCodeProblem(country, postCode)).toBeNull();
  });

  test.each([
    ['DE', '4057'],
    ['DE', '227670'],
    ['AT', '22767'],
    ['AT', '0123'],
    ['CH', '22767'],
    ['CH', '405'],
    ['CH', '0405'],
    ['LI', '4057'],
    ['LI', '9500'],
    ['BE', '12345'],
    ['NL', '1234'],
    ['NL', '0123 AB'],
  ])('%s %s is refused', (country, postCode) => {
    expect(postCodeProblem(country, postCode)).toBe('post_code_format_required');
  });

  test('Switzerland and Liechtenstein are offered beside the other countries', () => {
    expect(COUNTRIES).toEqual(expect.arrayContaining(['DE', 'AT', 'CH', 'LI', 'BE', 'NL']));
  });

  test('a delivery address in Switzerland with a four-digit post code passes, a German five-digit one there does not', () => {
    const address = { street: 'Hafenstrasse 50', city: 'Basel', county: 'Basel-Stadt', country: 'CH' };
    expect(ZLocationInput.safeParse({ ...address, postCode: '4057' }).success).toBe(true);
    const wrong = ZLocationInput.safeParse({ ...address, postCode: '40570' });
    expect(wrong.error?.issues).toEqual([expect.objectContaining({ path: ['postCode'], message: 'post_code_format_required' })]);
  });
});
