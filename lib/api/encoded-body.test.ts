import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { socketWritesOf } from '@/tests/helpers/socket-writes';
import { compressApiAnswers } from './compress-answers';
import { acceptsGzip, BODY_ENCODING_HEADER, encodedBodies, gzippedJsonResponse, jsonAnswer } from './encoded-body';

const DATA = { offers: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `offer ${i}` })) };
const BODY = JSON.stringify(DATA);
const SMALL = { _id: '44c4f39c-9ff2-4c3e-9d51-0c1f5e0b7a11', expiresAt: '2026-11-28T12:30:00.000Z' };

/** What the stand-in for a route handler answers, by path. */
const ANSWERS: Record<string, () => Response> = {
  '/api/encoded': () => gzippedJsonResponse(new Uint8Array(gzipSync(BODY))),
  '/api/plain': () => jsonAnswer(DATA),
  '/api/small': () => jsonAnswer(SMALL),
};

/**
 * The layer over real HTTP under the server's own compressor, as scripts/serve.ts chains them, with
 * a stand-in for Next that sets a handler's headers one by one, each a list of one (as Next does), and
 * writes the body in chunks.
 */
describe('answers whose body comes encoded', () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    const layer = encodedBodies();
    const compress = compressApiAnswers();
    server = http.createServer((req, res) =>
      compress(req, res, () =>
        layer(req, res, async () => {
          const answer = ANSWERS[req.url!]();
          const body = Buffer.from(await answer.arrayBuffer());
          res.statusCode = answer.status;
          // As Next sets them: each value a list of one.
          answer.headers.forEach((value, name) => res.setHeader(name, [value]));
          // As Next does before a body's first chunk.
          res.flushHeaders();
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
    const answer = await get('/api/encoded');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers[BODY_ENCODING_HEADER]).toBeUndefined();
    // Compressed twice, one gunzip would give gzip bytes, not the JSON.
    expect(gunzipSync(answer.body).toString()).toBe(BODY);
  });

  test('a plain body is still compressed by the compressor', async () => {
    const answer = await get('/api/plain');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(BODY);
  });

  test('a small answer (under 1 kB) leaves as it is, without the internal header, in one write with its headers', async () => {
    const { result: answer, writes } = await socketWritesOf(() => get('/api/small'));
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers[BODY_ENCODING_HEADER]).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toEqual(SMALL);
    const answered = writes.find((w) => w.text.startsWith('HTTP/1.1'))?.socket;
    expect(writes.filter((w) => w.socket === answered)).toHaveLength(1);
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
