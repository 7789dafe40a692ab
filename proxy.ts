import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { newNonce, originOf, pagePolicy } from '@/lib/access/content-security-policy';
import { loginUrl } from '@/lib/access/login-url';
import { sameOriginReferer } from '@/lib/access/same-origin-referer';
import { decideNavigation, type Viewer } from '@/lib/access/routes';
import { decodeSessionToken } from '@/lib/auth/decode-session-token';
import { brand } from '@/lib/env';

/**
 * The request guard: redirects pages by the route table. It only redirects; every route handler
 * checks session and rights itself, so a bypass of this file (CVE-2025-29927) opens nothing.
 * A page it lets through gets its Content Security Policy with a fresh nonce.
 */
export async function proxy(req: NextRequest) {
  // The session's key derived once, not on every page (next-auth's own decode derives it each time).
  const token = await getToken({ req, secret: process.env.NEXTAUTH_SECRET, decode: decodeSessionToken });
  const viewer = (token?.viewer as Viewer | undefined) ?? null;
  const decision = decideNavigation(req.nextUrl.pathname, {
    viewer,
    flags: brand().flags,
    directEntry: isDirectEntry(req),
  });
  if (decision.action === 'allow') return render(req);
  const to = decision.action === 'redirect' ? decision.to : (sameOriginReferer(req.headers) ?? '/');
  if (to === req.nextUrl.pathname) return render(req);
  // A session cookie that no longer gives a viewer is a session that expired: the login page says so.
  const path = decision.action === 'redirect' && to === '/login' ? loginUrl({ callbackUrl: req.nextUrl.pathname, ended: hasSessionCookie(req) }) : to;
  // A form sent to a page before its script ran (a POST) is followed with a GET, without its fields.
  return NextResponse.redirect(new URL(path, req.url), req.method === 'GET' || req.method === 'HEAD' ? 307 : 303);
}

/**
 * The page under its own policy (lib/access/content-security-policy.ts). Next reads the nonce
 * from the request's policy header while it renders and sets it on its scripts; the answer
 * carries the same policy, in place of next.config's for answers that are no page.
 */
function render(req: NextRequest) {
  const policy = pagePolicy(newNonce(), { dev: process.env.NODE_ENV !== 'production', scriptOrigin: originOf(brand().analyticsScriptUrl) });
  const headers = new Headers(req.headers);
  headers.set('content-security-policy', policy);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set('content-security-policy', policy);
  return res;
}

/** next-auth's session cookie, plain or (over HTTPS) __Secure-, whole or in chunks. */
function hasSessionCookie(req: NextRequest): boolean {
  return req.cookies.getAll().some(({ name }) => /^(__Secure-)?next-auth\.session-token(\.\d+)?$/.test(name));
}

/** A typed or pasted address, as opposed to a link followed inside the application. */
function isDirectEntry(req: NextRequest): boolean {
  if (req.headers.get('rsc')) return false;
  return req.headers.get('sec-fetch-site') === 'none' || sameOriginReferer(req.headers) === null;
}

export const config = {
  matcher: ['/((?!api|_next/static|_next/image|brands/|fonts/|favicon.ico|robots.txt).*)'],
};
