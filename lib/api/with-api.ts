import { randomUUID } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { z, type ZodType } from 'zod';
import { checkRule, findRouteByName, type AccountType } from '@/lib/access/routes';
import { loadSession, loadSessionUser } from '@/lib/auth/load-session-user';
import type { SessionRow } from '@/lib/auth/domain/session-from-row';
import { trustedIp } from '@/lib/auth/trusted-ip';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, sql, type Client } from '@/lib/db';
import type { TxSql } from '@/lib/db-transaction';
import { brand } from '@/lib/env';
import { log } from '@/lib/log';
import { databaseUnavailableReason } from './domain/database-unavailable';
import { jsonAnswer } from './encoded-body';
import { loggedPath } from './domain/logged-path';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, runOnce, runOnceOnSql, sessionWithCommittedKey, type CommittedKey } from './idempotency';
import { AppError, STATUS, type Problem } from './errors';
import { parseInput as parse } from './parse-input';

type Access =
  /** No session is read at all: probes and the benchmark's baseline. */
  | 'none'
  | 'public'
  | 'user'
  | {
      /**
       * A row of the route table whose account-type, role and flag rules apply to this call too; a
       * call that serves the screens of several account types names the row per caller.
       */
      route?: string | ((user: SessionUser) => string);
      accountTypes?: AccountType[];
      role?: string;
      /** Company administrators only. */
      admin?: boolean;
    };

interface Context<Q, B, P, U, R> {
  req: NextRequest;
  /** What `sessionRead` read beside the session's row (undefined without it). */
  read: R;
  query: Q;
  body: B;
  params: P;
  user: U;
  requestId: string;
  log: typeof log;
  ip: string;
  /** What a creating call writes with: the transaction of its Idempotency-Key when it carries one (./idempotency.ts), else the shared client. */
  db: Client;
  /**
   * What a creating call declared `idempotent: 'sql'` writes with: with an Idempotency-Key, the
   * key's transaction, begun at the first statement (reads go to the shared pool before it), else
   * the shared pool.
   */
  sql: TxSql;
}

interface Options<Q, B, P, A extends Access, R> {
  auth: A;
  /**
   * A signed-in call's session row read together with what its handler needs (one statement, one
   * round trip: lib/auth/load-session-user.ts's sessionRowPart); the handler finds the row as `read`.
   */
  sessionRead?: (userId: number, authAt: number) => Promise<(SessionRow & R) | undefined>;
  query?: ZodType<Q>;
  body?: ZodType<B>;
  params?: ZodType<P>;
  /**
   * A creating call: an `Idempotency-Key` header makes a retry replay the first answer
   * (./idempotency.ts); write through `ctx.db`, or with 'sql' through `ctx.sql` only, after the
   * reads: a hot call then holds one connection at a time.
   */
  idempotent?: boolean | 'sql';
  /**
   * A call whose refusals speak one catalogue of their own maps every other refusal onto it here
   * (the trigger call: lib/triggers/trigger-problem.ts); the status and Retry-After stay, and the
   * log keeps the original.
   */
  refusal?: (error: AppError) => AppError;
  handler: (ctx: Context<Q, B, P, A extends 'none' | 'public' ? SessionUser | null : SessionUser, R>) => unknown;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one wrapper of every route handler: request id and logger, Origin check for writes,
 * session and role check (the request guard is never the only check), zod parsing, and the
 * translation of errors into answers.
 */
export function withApi<Q = undefined, B = undefined, P = undefined, A extends Access = Access, R = undefined>(options: Options<Q, B, P, A, R>) {
  return async (req: NextRequest, context: { params: Promise<unknown> }) => {
    const requestId = req.headers.get('x-request-id') ?? randomUUID();
    const reqLog = log.child({ requestId, method: req.method, path: loggedPath(req.nextUrl.pathname) });
    try {
      if (UNSAFE.has(req.method)) checkOrigin(req);
      const scope = `${req.method} ${req.nextUrl.pathname}`;
      // A keyed call on `pg` looks for its key's committed answer in the session's statement (checked after the session is).
      const sentKey = options.idempotent === 'sql' && !options.sessionRead ? req.headers.get(IDEMPOTENCY_HEADER) : null;
      const sessionRead: Options<Q, B, P, A, unknown>['sessionRead'] = sentKey === null ? options.sessionRead : sessionWithCommittedKey(scope, sentKey);
      const { user, read } =
        options.auth === 'none'
          ? { user: null }
          : options.auth === 'public'
            ? { user: await optionalSessionUser(req) }
            : await authorize(req, options.auth, sessionRead);
      const key = options.idempotent && user ? idempotencyKeyOf(req.headers) : null;
      const params = options.params ? parse(options.params, await context.params) : undefined;
      const query = options.query ? parse(options.query, Object.fromEntries(req.nextUrl.searchParams)) : undefined;
      const body = options.body ? parse(options.body, await readJson(req)) : undefined;
      const run = async (client: Client, write: TxSql = sql) => {
        const result = await options.handler({
          req,
          read: read as R,
          query: query as Q,
          body: body as B,
          params: params as P,
          user: user as never,
          requestId,
          log: reqLog,
          ip: clientIp(req),
          db: client,
          sql: write,
        });
        if (result instanceof Response) return result;
        return jsonAnswer(result ?? { success: true }, { headers: { 'x-request-id': requestId } });
      };
      if (key === null) return await run(db);
      const call = { accountId: user!.accountId, scope, key, body };
      if (options.idempotent !== 'sql') return await runOnce(call, run);
      const committed = sentKey !== null && read ? (read as unknown as { committedKey: CommittedKey | null }).committedKey : undefined;
      return await runOnceOnSql(call, (write) => run(db, write), committed);
    } catch (error) {
      return problem(error, requestId, reqLog, options.refusal);
    }
  };
}

/** A public call works without a session, but not when the database could not be asked. */
async function optionalSessionUser(req: NextRequest): Promise<SessionUser | null> {
  try {
    return await loadSessionUser(req);
  } catch (error) {
    if (databaseUnavailableReason(error)) throw error;
    return null;
  }
}

/** The signed-in caller allowed by `access`, and what `sessionRead` read with its session. */
async function authorize<R>(
  req: NextRequest,
  access: Exclude<Access, 'none' | 'public'>,
  sessionRead?: (userId: number, authAt: number) => Promise<(SessionRow & R) | undefined>,
): Promise<{ user: SessionUser; read?: R }> {
  const { user, row: read } = (sessionRead ? await loadSession(req, sessionRead) : { user: await loadSessionUser(req), row: undefined }) ?? {};
  if (!user) throw new AppError('unauthorized');
  // X-Account-Type only selects among the caller's own account types; it never grants anything.
  const selected = req.headers.get('x-account-type');
  if (selected && selected.toUpperCase() !== user.accountType) throw new AppError('forbidden', 'account_type_not_yours');
  if (access === 'user') return { user, read };
  if (access.accountTypes && !access.accountTypes.includes(user.accountType)) throw new AppError('forbidden');
  if (access.role && !user.roles.includes(access.role)) throw new AppError('forbidden');
  if (access.admin && !user.isAdmin) throw new AppError('forbidden');
  const route = typeof access.route === 'function' ? access.route(user) : access.route;
  if (route && checkRule(findRouteByName(route), user, brand().flags).action !== 'allow') {
    throw new AppError('forbidden');
  }
  return { user, read };
}

function checkOrigin(req: NextRequest) {
  const origin = req.headers.get('origin');
  if (!origin) return;
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new AppError('forbidden', 'cross_site_request');
  }
  if (originHost !== host) throw new AppError('forbidden', 'cross_site_request');
}

/** The largest JSON body a call reads; uploads set their own limit. */
const MAX_BODY_BYTES = 1_000_000;
/** Beyond this a refused body is not even drained: the connection is cut. */
const MAX_DRAINED_BYTES = 10_000_000;

/**
 * The body's bytes, refused with 413 beyond `limit` (1 MB unless a caller such as the CSV upload
 * sets its own, with its own refusal, which gets the kept head of the body), declared
 * (Content-Length) or counted (chunked).
 * Nothing past the limit is kept: the rest of a refused body is read and dropped, so the client
 * receives the 413 instead of a reset connection (a server that stops reading mid-upload makes
 * the client's network stack drop the answer); past 10 MB the connection is cut. Also used by
 * next-auth's route, which does not go through withApi.
 */
export async function readBody(
  req: Request,
  limit = MAX_BODY_BYTES,
  refusal: (head: Buffer) => AppError = () => new AppError('too_large', 'body_too_large'),
): Promise<Buffer> {
  const tooLarge = () => refusal(Buffer.concat(chunks));
  let size = Number(req.headers.get('content-length') ?? 0) > limit ? limit + 1 : 0;
  const chunks: Uint8Array[] = [];
  const reader = req.body?.getReader();
  try {
    for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
      size += part.value.byteLength;
      if (size <= limit) chunks.push(part.value);
      // A refusal may quote the head of the body (an upload names its file there).
      else if (chunks.length === 0) chunks.push(part.value.subarray(0, limit));
      else if (size > MAX_DRAINED_BYTES) {
        void reader!.cancel();
        throw tooLarge();
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The caller hung up while its body was read (a closed tab): nothing failed on our side.
    throw new AppError('validation', 'request_aborted');
  }
  if (size > limit) throw tooLarge();
  return Buffer.concat(chunks);
}

/**
 * The JSON body parsed with `schema`, as the `body` option does, for a handler that must check
 * who calls before it answers about the body (a bearer token: lib/integrations).
 */
export async function parseBody<T>(req: NextRequest, schema: ZodType<T>): Promise<T> {
  return parse(schema, await readJson(req));
}

/** The body as JSON (an empty body is an empty object), within readBody's limit. */
async function readJson(req: NextRequest): Promise<unknown> {
  const text = (await readBody(req)).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('validation', 'invalid_json');
  }
}

export function clientIp(req: NextRequest): string {
  return trustedIp(req.headers);
}

/** Seconds a client should wait before it tries again after an overload answer. */
const RETRY_AFTER_SECONDS = 1;

/** The problem answer of an error (AppError or anything else); what a 500 hides goes to the log. */
export function problem(error: unknown, requestId: string, reqLog: typeof log, refusal?: (error: AppError) => AppError): Response {
  const original = error instanceof AppError ? error : toAppError(error);
  const appError = refusal ? refusal(original) : original;
  const headers: Record<string, string> = { 'x-request-id': requestId };
  const retryAfter = appError.code === 'unavailable' || appError.code === 'rate_limited' ? Number(appError.data?.retryAfterSeconds ?? RETRY_AFTER_SECONDS) : 0;
  if (retryAfter) headers['retry-after'] = String(retryAfter);
  if (appError.code === 'internal') reqLog.error({ err: error }, 'request failed');
  // Only codes go to the log here: a driver's message can quote the statement's values.
  else if (retryAfter)
    reqLog.warn(
      { code: appError.code, key: original.messageKey, reason: databaseUnavailableReason(error) ?? undefined, retryAfter },
      'request refused, try again later',
    );
  else reqLog.info({ code: appError.code, key: original.messageKey }, 'request refused');
  const body: Problem = {
    code: appError.code,
    message: appError.messageKey,
    ...(appError.data && { data: appError.data }),
    ...(appError.fields && { fields: appError.fields }),
    requestId,
  };
  return jsonAnswer(body, { status: STATUS[appError.code], headers });
}

/** Database errors the caller can act on; everything else is a 500 whose details stay in the log. */
function toAppError(error: unknown): AppError {
  const code = (error as { code?: string })?.code;
  if (code === 'P2002') return new AppError('conflict', 'already_exists');
  if (code === 'P2025') return new AppError('not_found');
  // An exhausted pool, a lock or statement time-out, or the database out of reach: try again soon.
  if (databaseUnavailableReason(error)) return new AppError('unavailable', 'try_again_later');
  if (error instanceof z.ZodError) return new AppError('validation', 'validation_failed');
  return new AppError('internal', 'technical_error');
}
