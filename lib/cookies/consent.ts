import type { PublicBrand } from '@/brands';

/** Cookie consent of platform-shell 4 and 9: none -> necessary (decline) or analytical (accept). */
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export type Consent = 'necessary' | 'analytical';

/** The choice a cookie's value stores; anything unknown (or no cookie) counts as no choice yet. */
export const consentFrom = (value: string | undefined): Consent | null => (value === 'necessary' || value === 'analytical' ? value : null);

/** The stored choice from a `document.cookie` string. */
export function readConsent(cookieHeader: string): Consent | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CONSENT_COOKIE) return consentFrom(rest.join('='));
  }
  return null;
}

/** The Set-Cookie text for `document.cookie`: 30 days, whole site, SameSite=Lax, Secure over HTTPS. */
export function consentCookie(consent: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${consent}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Analytics and session recording run only with analytical consent, and only where the brand
 * both turns session recording on and names a script (design 8).
 */
export function analyticsAllowed(consent: Consent | null, brand: Pick<PublicBrand, 'flags' | 'analyticsScriptUrl'>): boolean {
  return consent === 'analytical' && brand.flags.sessionRecording && Boolean(brand.analyticsScriptUrl);
}
