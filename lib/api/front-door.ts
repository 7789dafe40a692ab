import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AdmissionGate } from './domain/admission-gate';
import { CLIENT_ADDRESS_HEADER, clientAddress } from './domain/client-address';
import { holdingPlace, onExpectedCalls } from './gate-place';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Probes answer under any load: they touch no session and (the bare route) no database. */
const NEVER_SHED = new Set(['/api/health', '/api/ping']);

/**
 * Event streams (GET /api/market/stream) stay open for minutes: they pass the gate like any call,
 * so opening one under overload is refused, but give their place back once their headers are
 * sent. An open stream costs the instance no work until something is pushed.
 */
const STREAMS = new Set(['/api/market/stream']);

/** Seconds a refused client waits before it tries again. */
const RETRY_AFTER_SECONDS = 1;

export interface FrontDoorOptions {
  gate: AdmissionGate;
  /** Proxies in front of this server that append to X-Forwarded-For (TRUSTED_PROXY_COUNT). */
  trustedProxies?: number;
  /** Called at most once a second with the number of calls refused since the last call. */
  onRefused?: (count: number) => void;
}

/**
 * What every request passes before Next. It sets the caller's address (./domain/client-address.ts)
 * in a header no client can forge, for the rate limits. And it sheds load: at most a fixed number
 * of API calls work at once, a few more wait a short time, and the rest answer 503 with
 * Retry-After at once. A call that only waits for another's work gives its place back
 * (giveBackPlace in ./gate-place.ts); calls the instance set off itself wait (expectCalls). It sits before Next's
 * router because there a refusal costs a few microseconds; refused inside a route handler, each
 * call would first pay Next's routing, and at twice the rate the instance holds that alone would
 * queue calls into their clients' time-outs.
 */
export function frontDoor(handle: Handler, { gate, trustedProxies = 0, onRefused }: FrontDoorOptions): Handler {
  onExpectedCalls((calls, withinMs) => gate.expect(calls, withinMs));
  let refused = 0;
  let reporting: NodeJS.Timeout | undefined;
  const report = () => {
    reporting = undefined;
    onRefused?.(refused);
    refused = 0;
  };
  return (req, res) => {
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies);
    if (!isSheddable(req.url)) return handle(req, res);
    void gate.enter().then((release) => {
      if (!release) {
        refused += 1;
        reporting ??= setTimeout(report, 1_000).unref();
        return refuse(res);
      }
      // A client that went away while it waited: its 'close' has passed, so the place goes back now and nothing is handled for it.
      if (res.closed) return release();
      res.once('close', release);
      if (STREAMS.has(pathOf(req.url))) {
        const writeHead = res.writeHead;
        // Node sends headers through writeHead, also when the first write sends them implicitly.
        res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
          release();
          return writeHead.apply(this, args);
        } as typeof writeHead;
      }
      return holdingPlace(release, () => handle(req, res));
    });
  };
}

function isSheddable(url = '/') {
  // Logins answer overload themselves (the password-hash cap: 503 with Retry-After in the body
  // next-auth's login form reads); refused here, the form could only say "technical error".
  if (!url.startsWith('/api/') || url.startsWith('/api/auth/')) return false;
  return !NEVER_SHED.has(pathOf(url));
}

function pathOf(url = '/') {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}

/** The problem body every API refusal has (code, message key, request id). */
function refuse(res: ServerResponse) {
  const requestId = randomUUID();
  const body = JSON.stringify({ code: 'unavailable', message: 'try_again_later', requestId });
  res.writeHead(503, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'retry-after': String(RETRY_AFTER_SECONDS),
    'x-request-id': requestId,
  });
  res.end(body);
}

/**
 * This instance's gate. The default lets twice as many calls work as the pool has connections
 * (much of a call is not spent in the database) and as many again wait up to a second; the rest
 * answer 503 at once instead of queueing into the pool's time-out.
 */
export function apiGate(env: NodeJS.ProcessEnv = process.env) {
  const poolSize = Number(env.DB_POOL_SIZE ?? 20);
  return new AdmissionGate({
    concurrent: Number(env.API_MAX_CONCURRENT ?? 2 * poolSize),
    queued: Number(env.API_MAX_QUEUED ?? 2 * poolSize),
    maxWaitMs: Number(env.API_QUEUE_WAIT_MS ?? 1_000),
  });
}
