import { CLIENT_ADDRESS_HEADER } from '@/lib/api/domain/client-address';

/**
 * The caller's address for rate limits, as the front door (lib/api/front-door.ts) determined it
 * from the socket and the declared number of trusted proxies; it replaces any value a client sends.
 */
export function trustedIp(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
}
