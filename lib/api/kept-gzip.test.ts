import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import { keptGzip } from './kept-gzip';

/**
 * The layer over real HTTP behind `compression`, as scripts/serve.ts chains them, with a stand-in
 * for Next that writes its headers, flushes them and then the body in chunks, and a counting compressor.
 */
describe('gzip kept per URL and ETag', () => {
  const compressed: number[] = [];
  let server: http.Server;
  let base: string;
  const bodyOf = (etag: string) => JSON.stringify({ etag, offers: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `offer ${i}` })) });

  beforeAll(async () => {
    const layer = keptGzip({ gzip: (b) => (compressed.push(b.length), gzipSync(b)) });
    const compress = compression({ threshold: 0 }) as unknown as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
    server = http.createServer((req, res) =>
      compress(req, res, () =>
        layer(req, res, () => {
          const etag = new URL(req.url!, 'http://x').searchParams.get('etag');
          const body = bodyOf(etag ?? 'none');
          res.writeHead(200, { 'content-type': 'application/json', ...(etag ? { etag: `"${etag}"` } : {}) });
          res.flushHeaders();
          res.write(body.slice(0, 100));
          res.write(body.slice(100));
          res.end();
        }),
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** The raw answer (fetch would decode it). */
  const get = (path: string, acceptGzip = true, encodings = 'gzip, deflate, br') =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}${path}`, { headers: acceptGzip ? { 'accept-encoding': encodings } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  test('the same URL and ETag is compressed once and every client gets the whole answer gzipped', async () => {
    compressed.length = 0;
    const first = await get('/api/market?etag=a1');
    const second = await get('/api/market?etag=a1');
    expect(compressed).toHaveLength(1);
    for (const answer of [first, second]) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(gunzipSync(answer.body).toString()).toBe(bodyOf('a1'));
    }
  });

  test('a new ETag is compressed anew; answers without an ETag are left to the compressor, to clients without gzip sent as they are', async () => {
    compressed.length = 0;
    expect(gunzipSync((await get('/api/market?etag=b2')).body).toString()).toBe(bodyOf('b2'));
    expect(compressed).toHaveLength(1);
    const other = await get('/api/market', true, 'gzip');
    expect(other.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(other.body).toString()).toBe(bodyOf('none'));
    const noGzip = await get('/api/market?etag=b2', false);
    expect(noGzip.headers['content-encoding']).toBeUndefined();
    expect(noGzip.body.toString()).toBe(bodyOf('b2'));
    expect(compressed).toHaveLength(1);
  });
});
