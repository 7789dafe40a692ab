import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

type Next = () => void;

/**
 * gzip for API answers that carry a strong ETag, compressed once per URL and ETag: a strong ETag
 * names the answer's bytes, so the same URL with the same ETag has the same gzipped bytes. At a
 * market window's rollover the screens of one company ask for the same answer (one ETag), and
 * compressing it anew for each took more of the server than building it. Answers without an ETag
 * pass on to the compressor after it (`compression` in scripts/serve.ts), which leaves alone what
 * this one has encoded. Bounded by size; an answer the cache no longer holds is compressed again.
 */
export function keptGzip(options: { maxBytes?: number; gzip?: (body: Buffer) => Buffer } = {}) {
  const gzip = options.gzip ?? ((body: Buffer) => gzipSync(body, { level: 1 }));
  const kept = new LRUCache<string, Buffer>({ maxSize: options.maxBytes ?? 64 * 1024 * 1024, sizeCalculation: (b) => b.length + 1 });
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    if (req.method !== 'GET' || !req.url?.startsWith('/api/') || !/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return next();
    const { end, write, writeHead, flushHeaders } = res;
    const flush = (res as { flush?: () => void }).flush;
    let keeping: boolean | undefined;
    const chunks: Buffer[] = [];
    // Decided when the first byte or the headers would leave: the status and headers are set by then.
    const decide = () =>
      (keeping ??=
        res.statusCode === 200 &&
        /^"[^"]*"$/.test(String(res.getHeader('etag') ?? '')) &&
        String(res.getHeader('content-type') ?? '').startsWith('application/json') &&
        !res.getHeader('content-encoding'));
    // The headers wait for the body while it is kept: the compressor decides when they leave.
    res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      const headers = rest.find((r) => typeof r === 'object' && r !== null && !Array.isArray(r)) as Record<string, string> | undefined;
      this.statusCode = status;
      for (const [name, value] of Object.entries(headers ?? {})) this.setHeader(name, value);
      // Decided on the headers given here.
      keeping = undefined;
      return decide() ? this : (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
    } as typeof writeHead;
    res.flushHeaders = function (this: ServerResponse) {
      if (!decide()) flushHeaders.call(this);
    };
    if (flush) (res as { flush?: () => void }).flush = () => (keeping ? undefined : flush.call(res));
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      if (!decide()) return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
      chunks.push(Buffer.from(chunk as Uint8Array));
      return true;
    } as typeof write;
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (!decide()) return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as Uint8Array));
      const key = `${req.url}|${String(res.getHeader('etag'))}`;
      let body = kept.get(key);
      if (!body) kept.set(key, (body = gzip(Buffer.concat(chunks))));
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('content-length', body.length);
      res.setHeader('vary', 'Accept-Encoding');
      res.writeHead = writeHead;
      return (end as (body: Buffer) => ServerResponse).call(this, body);
    } as typeof end;
    next();
  };
}
