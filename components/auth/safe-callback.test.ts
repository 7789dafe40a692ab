import { safeCallbackUrl } from './safe-callback';

describe('the login callback is a path of this site only', () => {
  test.each([
    ['/handelsplatz', '/handelsplatz'],
    ['/bestellungen?tab=trigger#top', '/bestellungen?tab=trigger#top'],
    ['/verträge-management', '/vertr%C3%A4ge-management'],
  ])('%s is followed', (value, expected) => {
    expect(safeCallbackUrl(value)).toBe(expected);
  });

  test.each([
    // What Next hands over for ?callbackUrl=/%09/evil.example: the browser drops the tab.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n//evil.example',
    '/ /evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'handelsplatz',
    '/login',
    '/login?callbackUrl=/x',
    '/logout',
    '',
  ])('%j goes to the start page', (value) => {
    expect(safeCallbackUrl(value)).toBe('/');
  });

  test('the first of repeated values counts', () => {
    expect(safeCallbackUrl(['/profil', '//evil.example'])).toBe('/profil');
    expect(safeCallbackUrl(undefined)).toBe('/');
  });
});
