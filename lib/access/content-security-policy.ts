/**
 * The Content Security Policy of a page (security 14). Scripts run from this origin, or inline
 * with this request's nonce: the request guard (proxy.ts) puts the policy on the request too,
 * where Next reads the nonce and sets it on its own inline scripts, so a script injected into a
 * page has no nonce and never runs. Styles stay 'unsafe-inline': React's `style` attributes need
 * it, and a style cannot run code. `scriptOrigin` is the brand's analytics script, loaded only
 * after consent (components/shell/analytics.tsx); `dev` allows the eval React's development
 * build uses for its error stacks.
 */
export function pagePolicy(nonce: string, { dev = false, scriptOrigin }: { dev?: boolean; scriptOrigin?: string } = {}): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", `'nonce-${nonce}'`, ...(scriptOrigin ? [scriptOrigin] : []), ...(dev ? ["'unsafe-eval'"] : [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** A fresh nonce per page: 16 random bytes, base64 (128 bits nobody can guess). */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** The origin of a script's address for script-src; nothing for none, or for a path on this origin ('self' has it). */
export const originOf = (url: string | undefined) => (url && URL.canParse(url) ? new URL(url).origin : undefined);
