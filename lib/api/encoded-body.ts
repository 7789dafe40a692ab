import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Next drops the Content-Encoding a route handler sets (next/dist/server/send-response.js), so an
 * answer that keeps its gzipped bytes names its encoding in this header instead, and the server
 * (scripts/serve.ts, `encodedBodies`) turns it into Content-Encoding as the headers leave. The
 * bytes then travel through Next's body stream compressed: at a rollover a thousand screens each
 * got their market's JSON (a quarter to 1.7 MB) copied through it, to be compressed after it.
 */
export const BODY_ENCODING_HEADER = 'x-body-encoding';

/** Whether the client takes gzip (every browser does): named or as `*`, with a weight above 0. */
export function acceptsGzip(headers: Headers): boolean {
  return (headers.get('accept-encoding') ?? '').split(',').some((part) => {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const weight = params.find((p) => p.startsWith('q='));
    return (name === 'gzip' || name === '*') && (weight === undefined || Number(weight.slice(2)) > 0);
  });
}

/** A JSON answer whose body is already gzipped. */
export function gzippedJsonResponse(gzip: Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}): Response {
  return new Response(gzip, { headers: { ...headers, 'content-type': 'application/json', [BODY_ENCODING_HEADER]: 'gzip' } });
}

/** Below this a JSON answer is sent as it is: gzip would save a few hundred bytes for a compressor's set-up and a stream's round trips. */
export const SMALL_BODY_BYTES = 1024;

/** A JSON answer; one under SMALL_BODY_BYTES names the encoding `identity`, which keeps the compressor off it. */
export function jsonAnswer(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  const text = JSON.stringify(body);
  const small = text.length < SMALL_BODY_BYTES && Buffer.byteLength(text) < SMALL_BODY_BYTES;
  return new Response(text, {
    status: init.status,
    headers: { ...init.headers, 'content-type': 'application/json', ...(small && { [BODY_ENCODING_HEADER]: 'identity' }) },
  });
}

/** The answers that named the encoding `identity`: the compressor's filter leaves them alone (scripts/serve.ts). */
const plainBodies = new WeakSet<ServerResponse>();
export const isPlainBody = (res: ServerResponse) => plainBodies.has(res);

/** The internal header's value, which Next may have set as a list of one. */
const namedEncoding = (res: ServerResponse) => {
  const named = res.getHeader(BODY_ENCODING_HEADER);
  return named === undefined ? undefined : [named].flat().join();
};

/**
 * The server's layer under the compressor: as the headers leave, a body that names its encoding
 * (BODY_ENCODING_HEADER) gets it as Content-Encoding, which the compressor then leaves alone, or,
 * named `identity`, is marked for the compressor's filter to leave alone (isPlainBody). The
 * internal header never leaves the server. Next sends the headers on their own before a body's
 * first chunk; a small answer's go with its body instead, one write to the socket rather than two.
 */
export function encodedBodies() {
  return (_req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const { writeHead, flushHeaders } = res;
    // Node sends the headers through writeHead, also when the first write sends them implicitly.
    res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
      const encoding = namedEncoding(this);
      if (encoding !== undefined) {
        this.removeHeader(BODY_ENCODING_HEADER);
        if (encoding === 'identity') plainBodies.add(this);
        else this.setHeader('content-encoding', encoding);
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
    res.flushHeaders = function (this: ServerResponse) {
      if (namedEncoding(this) !== 'identity') flushHeaders.call(this);
    };
    next();
  };
}
