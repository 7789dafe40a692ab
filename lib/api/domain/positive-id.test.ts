import { positiveId } from './positive-id';

test.each([
  ['7', 7],
  ['2147483647', 2147483647],
  [null, null],
  ['', null],
  ['0', null],
  ['-3', null],
  ['1.5', null],
  ['2147483648', null],
  ['abc', null],
])('positiveId(%p) -> %p', (text, id) => {
  expect(positiveId(text)).toBe(id);
});
