/** The header the front door sets to the caller's address; a value a client sends is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/**
 * The caller's address, for rate limits. Without proxies (`trustedProxies` 0) it is the socket's
 * peer and X-Forwarded-For is ignored: anybody can write that header. Behind n proxies that each
 * append the address they saw, the caller is the n-th address from the right; the entries left
 * of it were written by the caller and are not believed. A request that came past fewer proxies
 * than declared keeps the socket's peer.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedProxies: number): string {
  const peer = socketAddress ?? 'unknown';
  if (trustedProxies <= 0 || !forwardedFor) return peer;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.length >= trustedProxies ? hops[hops.length - trustedProxies] : peer;
}
