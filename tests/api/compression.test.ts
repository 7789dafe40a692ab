import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { BASE_URL } from '../helpers/api-client';

/** The raw answer of the running server (fetch would decode it). */
const get = (path: string, encoding: string) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${BASE_URL}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

/** Pages and the build's scripts go compressed (Next's compressor; the API's JSON has its own, tests/api/market-instances.test.ts). */
describe('compressed answers of the running server', () => {
  test('a page goes gzipped to a browser that accepts it, as it is to one that does not', async () => {
    const [gzipped, plain] = [await get('/login', 'gzip, deflate, br'), await get('/login', 'identity')];
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(gzipped.body).toString()).toContain('<html');
    expect(plain.body.toString()).toContain('<html');
  });

  test("the page's scripts go gzipped, the same bytes as plain", async () => {
    const html = (await get('/login', 'identity')).body.toString();
    const scripts = [...html.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts.slice(0, 3)) {
      const [first, plain] = [await get(script, 'gzip, deflate'), await get(script, 'identity')];
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(gunzipSync(first.body).equals(plain.body)).toBe(true);
    }
  });
});
