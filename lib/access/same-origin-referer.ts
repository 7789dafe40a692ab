/**
 * The path of the page of this site a request came from (its Referer, when that names this host),
 * or null. Next normalises a request URL's host (127.0.0.1 becomes localhost): compared with what
 * the browser sent.
 */
export function sameOriginReferer(headers: Headers): string | null {
  const referer = headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    const host = headers.get('x-forwarded-host') ?? headers.get('host');
    return url.host === host ? url.pathname : null;
  } catch {
    return null;
  }
}
