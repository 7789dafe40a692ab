import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import { acceptsGzip, BODY_ENCODING_HEADER, encodedBodies } from './encoded-body';

const BODY = JSON.stringify({ offers: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `offer ${i}` })) });

/**
 * The layer over real HTTP under `compression`, as scripts/serve.ts chains them, with a stand-in
 * for Next that sets its headers one by one (as Next's sendResponse does) and writes the body in chunks.
 */
describe('answers whose body comes encoded', () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    const layer = encodedBodies();
    const compress = compression({ threshold: 0 }) as unknown as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
    server = http.createServer((req, res) =>
      compress(req, res, () =>
        layer(req, res, () => {
          const encoded = req.url === '/encoded';
          const body = encoded ? gzipSync(BODY) : Buffer.from(BODY);
          res.statusCode = 200;
          res.appendHeader('content-type', 'application/json');
          if (encoded) res.appendHeader(BODY_ENCODING_HEADER, 'gzip');
          res.write(body.subarray(0, 10));
          res.end(body.subarray(10));
        }),
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** The raw answer (fetch would decode it). */
  const get = (path: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}${path}`, { headers: { 'accept-encoding': 'gzip, deflate' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  test('an encoded body leaves with its Content-Encoding, compressed once, without the internal header', async () => {
    const answer = await get('/encoded');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers[BODY_ENCODING_HEADER]).toBeUndefined();
    // Compressed twice, one gunzip would give gzip bytes, not the JSON.
    expect(gunzipSync(answer.body).toString()).toBe(BODY);
  });

  test('a plain body is still compressed by the compressor', async () => {
    const answer = await get('/plain');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(BODY);
  });
});

test.each([
  ['gzip, deflate, br', true],
  ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
  ['deflate, br', false],
  ['*', true],
  ['gzip;q=0', false],
  ['gzip; q=0.0, deflate', false],
  ['identity', false],
  ['', false],
])('Accept-Encoding %j takes gzip: %s', (value, takes) => {
  expect(acceptsGzip(new Headers(value ? { 'accept-encoding': value } : {}))).toBe(takes);
});
