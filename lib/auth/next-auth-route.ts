import { randomUUID } from 'node:crypto';
import NextAuth, { type NextAuthOptions } from 'next-auth';
import { NextRequest } from 'next/server';
import { loggedPath } from '@/lib/api/domain/logged-path';
import { problem, readBody } from '@/lib/api/with-api';
import { log } from '@/lib/log';
import { LIMITS, secondsLeftInWindow } from './rate-limit';

type RouteContext = { params: Promise<{ nextauth: string[] }> };

/**
 * Login refusals that mean "not now" rather than "no": the answer's status says so and Retry-After
 * says when, as every other overload answer does. The body stays next-auth's `{url}` with the
 * message key in `error`, which the login form reads whatever the status.
 */
const NOT_NOW: Record<string, () => { status: number; retryAfter: number }> = {
  try_again_later: () => ({ status: 503, retryAfter: 1 }),
  too_many_requests: () => ({ status: 429, retryAfter: secondsLeftInWindow(LIMITS.windowSeconds) }),
};

/**
 * next-auth's route handlers. next-auth reads a POST body whole and does not go through withApi,
 * so its POST gets withApi's body limit (413 beyond 1 MB) first, and a login refused for load or
 * rate answers 503 or 429 instead of next-auth's 401.
 */
export function nextAuthRoute(options: NextAuthOptions) {
  const handler = NextAuth(options) as (req: NextRequest, context: RouteContext) => Promise<Response>;
  const POST = async (req: NextRequest, context: RouteContext): Promise<Response> => {
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (error) {
      const requestId = randomUUID();
      return problem(error, requestId, log.child({ requestId, method: req.method, path: loggedPath(req.nextUrl.pathname) }));
    }
    const res = await handler(new NextRequest(req.url, { method: req.method, headers: req.headers, body: new Uint8Array(body) }), context);
    return withRetryStatus(res);
  };
  return { GET: handler, POST };
}

async function withRetryStatus(res: Response): Promise<Response> {
  // Only the JSON answer of signIn(..., {redirect: false}) (a refusal there is a 401); a redirect stays one.
  if (!res.headers.get('content-type')?.includes('application/json')) return res;
  const text = await res.text();
  let error: string | null = null;
  try {
    error = new URL((JSON.parse(text) as { url?: string }).url ?? '', 'http://x').searchParams.get('error');
  } catch {
    // not next-auth's {url} answer: passed on as it came
  }
  const notNow = error ? NOT_NOW[error]?.() : undefined;
  if (!notNow) return new Response(text, { status: res.status, headers: res.headers });
  const headers = new Headers(res.headers);
  headers.set('retry-after', String(notNow.retryAfter));
  return new Response(text, { status: notNow.status, headers });
}
