/**
 * The caller's address for rate limits. X-Forwarded-For is believed only behind a proxy that the
 * operator declares with TRUST_PROXY=1; otherwise anybody could pick a fresh address per request.
 */
export function trustedIp(headers: Headers): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return headers.get('x-real-ip') ?? 'direct';
}
