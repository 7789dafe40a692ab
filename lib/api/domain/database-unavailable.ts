/**
 * Errors that mean "the database cannot take this request now" rather than "this request is
 * wrong": an exhausted connection pool, a lock or statement that waited too long, the database
 * shutting down or out of reach. The caller should try again shortly, so they answer 503 with
 * Retry-After instead of a 500.
 *
 * Prisma wraps the driver's errors (P2010 with `meta.driverAdapterError.cause`, a bare
 * DriverAdapterError with `cause`, or pg's own error passed through), so the whole chain is read.
 */

/** SQLSTATE classes and codes (PostgreSQL appendix A). */
const SQLSTATE = [
  /^08/, // connection exception
  /^53/, // insufficient resources, 53300 too_many_connections among them
  /^55P03$/, // lock_not_available: lock_timeout ran out
  /^57014$/, // query_canceled: statement_timeout ran out
  /^57P0[1-3]$/, // admin_shutdown, crash_shutdown, cannot_connect_now
];

/** Socket errors of the connection to the database. */
const SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/** Prisma: server unreachable, timed out, closed the connection; pool time-out; transaction API (maxWait, timeout). */
const PRISMA = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028']);

/** Kinds @prisma/adapter-pg gives the driver errors it recognises. */
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);

/** pg's errors without a code: its pool waited `connectionTimeoutMillis`, or the connection dropped. */
const PG_MESSAGES: [RegExp, string][] = [
  [/^timeout exceeded when trying to connect$/, 'pool_timeout'],
  [/^Connection terminated/, 'connection_terminated'],
  [/not queryable/, 'connection_broken'],
];

type Node = {
  code?: unknown;
  originalCode?: unknown;
  kind?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: unknown;
  driverAdapterError?: unknown;
  errors?: unknown;
};

/** The reason (a code, never a message with data in it) when `error` means "try again later", else null. */
export function databaseUnavailableReason(error: unknown, depth = 0): string | null {
  if (!error || typeof error !== 'object' || depth > 5) return null;
  const node = error as Node;
  for (const code of [node.code, node.originalCode]) {
    if (typeof code !== 'string') continue;
    if (SOCKET.has(code) || PRISMA.has(code) || SQLSTATE.some((pattern) => pattern.test(code))) return code;
  }
  if (typeof node.kind === 'string' && ADAPTER_KINDS.has(node.kind)) return node.kind;
  if (typeof node.message === 'string' && node.code === undefined) {
    const known = PG_MESSAGES.find(([pattern]) => pattern.test(node.message as string));
    if (known) return known[1];
  }
  const inner = [node.cause, node.meta, node.driverAdapterError, ...(Array.isArray(node.errors) ? node.errors : [])];
  for (const next of inner) {
    const reason = databaseUnavailableReason(next, depth + 1);
    if (reason) return reason;
  }
  return null;
}
