import { isKeyOf } from './keys';

const texts = { required: 'Pflichtfeld', tooLong: ['compiled', '{max}'], kinds: { FX: 'Devisen' } };

test.each([
  ['required', true],
  // A built page's precompiled text with arguments is an array, and still a text.
  ['tooLong', true],
  // A branch is no text, nor is an inherited property or a key the page was not sent.
  ['kinds', false],
  ['toString', false],
  ['missing', false],
  [null, false],
] as const)('isKeyOf(%s) is %s', (key, expected) => {
  expect(isKeyOf(texts, key)).toBe(expected);
});

test('a namespace the page was not sent names no key', () => {
  expect(isKeyOf(undefined, 'required')).toBe(false);
});
