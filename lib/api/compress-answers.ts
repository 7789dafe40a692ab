import type http from 'node:http';
import compression from 'compression';
import { isPlainBody } from './encoded-body';

/**
 * gzip for the API's JSON: Next compresses pages but sends a route handler's answer as it is (it
 * drops a Content-Encoding the handler sets), and a market of 2,000 offers is 1.7 MB of JSON, a
 * twentieth of that gzipped. The fastest level. The market's answers come compressed already (each
 * once, when it is built: lib/market/market-answer.ts, lib/api/encoded-body.ts); answers under 1 kB
 * (jsonAnswer: an id, a confirmation, a refusal) and event streams (a compressor would hold their
 * events back) are left alone.
 */
export function compressApiAnswers() {
  const middleware = compression({
    level: 1,
    // Next appends its headers: the type may come as a list of one.
    filter: (req, res) => req.url.startsWith('/api/') && !isPlainBody(res) && [res.getHeader('content-type')].flat().join().startsWith('application/json'),
  });
  // Typed for Express, whose request and response extend Node's; it uses only Node's parts.
  return middleware as unknown as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
}
