import { analyticsAllowed, consentCookie, readConsent } from './consent';

describe('readConsent', () => {
  it.each([
    ['', null],
    ['cookie_consent=necessary', 'necessary'],
    ['a=1; cookie_consent=analytical; b=2', 'analytical'],
    ['cookie_consent=everything', null],
    ['my_cookie_consent=analytical', null],
  ])('%j -> %p', (header, consent) => {
    expect(readConsent(header)).toBe(consent);
  });
});

describe('consentCookie', () => {
  it('lasts 30 days with SameSite=Lax', () => {
    expect(consentCookie('analytical', false)).toBe('cookie_consent=analytical; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(consentCookie('necessary', true)).toMatch(/; Secure$/);
  });
});

describe('analyticsAllowed', () => {
  const brand = { flags: { sessionRecording: true }, analyticsScriptUrl: '/analytics.js' } as never;
  it('needs analytical consent, the brand flag and a script', () => {
    expect(analyticsAllowed('analytical', brand)).toBe(true);
    expect(analyticsAllowed('necessary', brand)).toBe(false);
    expect(analyticsAllowed(null, brand)).toBe(false);
    expect(analyticsAllowed('analytical', { flags: { sessionRecording: false }, analyticsScriptUrl: '/analytics.js' } as never)).toBe(false);
    expect(analyticsAllowed('analytical', { flags: { sessionRecording: true } } as never)).toBe(false);
  });
});
