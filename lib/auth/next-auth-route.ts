import { randomUUID } from 'node:crypto';
import NextAuth, { type NextAuthOptions } from 'next-auth';
import { NextRequest } from 'next/server';
import { loggedPath } from '@/lib/api/domain/logged-path';
import { problem, readBody } from '@/lib/api/with-api';
import { log } from '@/lib/log';
import { parseRefusal, type LoginRefusal } from './domain/login-refusal';
import { LIMITS, secondsLeftInWindow } from './rate-limit';

type RouteContext = { params: Promise<{ nextauth: string[] }> };

/**
 * Login refusals whose answer is not next-auth's 401: "not now" says when to try again (as every
 * other overload answer does), a malformed address is a 400. The body stays next-auth's `{url}`
 * with the message key in `error`, which the login form reads whatever the status.
 */
const STATUS_OF: Partial<Record<LoginRefusal, () => { status: number; retryAfter?: number }>> = {
  try_again_later: () => ({ status: 503, retryAfter: 1 }),
  too_many_requests: () => ({ status: 429, retryAfter: secondsLeftInWindow(LIMITS.windowSeconds) }),
  email_format_required: () => ({ status: 400 }),
};

/**
 * next-auth's route handlers. next-auth reads a POST body whole and does not go through withApi,
 * so its POST gets withApi's body limit (413 beyond 1 MB) first, and a login refused for load,
 * rate or a malformed address answers 503, 429 or 400 instead of next-auth's 401.
 */
export function nextAuthRoute(options: NextAuthOptions) {
  const handler = NextAuth(options) as (req: NextRequest, context: RouteContext) => Promise<Response>;
  const POST = async (req: NextRequest, context: RouteContext): Promise<Response> => {
    const requestId = randomUUID();
    const reqLog = log.child({ requestId, method: req.method, path: loggedPath(req.nextUrl.pathname) });
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (error) {
      return problem(error, requestId, reqLog);
    }
    const res = await handler(new NextRequest(req.url, { method: req.method, headers: req.headers, body: new Uint8Array(body) }), context);
    return withRefusalStatus(res, reqLog);
  };
  return { GET: handler, POST };
}

/**
 * The JSON answer of signIn(..., {redirect: false}) as the login form reads it: the refusal's key
 * in `error` (a lock's end apart, in `until`) with its status. Any other `error` is no key of ours
 * and may be an internal text: it leaves as `try_again_later`. A redirect stays one.
 */
async function withRefusalStatus(res: Response, reqLog: typeof log): Promise<Response> {
  if (!res.headers.get('content-type')?.includes('application/json')) return res;
  const text = await res.text();
  let url: URL;
  try {
    url = new URL((JSON.parse(text) as { url: string }).url);
  } catch {
    // not next-auth's {url} answer: passed on as it came
    return new Response(text, { status: res.status, headers: res.headers });
  }
  const error = url.searchParams.get('error');
  if (error === null) return new Response(text, { status: res.status, headers: res.headers });
  let refusal = parseRefusal(error);
  if (!refusal) {
    reqLog.error({ status: res.status }, 'next-auth answered an error that is no login refusal');
    refusal = { reason: 'try_again_later' };
  }
  url.searchParams.set('error', refusal.reason);
  if (refusal.until) url.searchParams.set('until', refusal.until);
  const answer = STATUS_OF[refusal.reason]?.() ?? { status: res.status };
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  if (answer.retryAfter) headers.set('retry-after', String(answer.retryAfter));
  return new Response(JSON.stringify({ url: url.toString() }), { status: answer.status, headers });
}
