import http from 'node:http';
import compression from 'compression';
import next from 'next';
import { apiGate, frontDoor } from '../lib/api/front-door';
import { encodedBodies } from '../lib/api/encoded-body';
import { log } from '../lib/log';

/**
 * The server process: Next's request handler behind the API's front door (load shedding, see
 * lib/api/front-door.ts). Started by scripts/lib/platform.ts as `serve.ts start|dev <port> <host>`.
 */
async function main() {
  const [mode, port, hostname] = process.argv.slice(2);
  const app = next({ dev: mode === 'dev', hostname, port: Number(port) });
  const handle = app.getRequestHandler();
  await app.prepare();
  const onRefused = (count: number) => log.warn({ count, reason: 'instance_busy' }, 'API calls refused, try again later');
  const compress = compressApiAnswers();
  // Called after the compressor, so it sees Next's headers first: a body already encoded the compressor leaves alone.
  const encoded = encodedBodies();
  const server = http.createServer(
    frontDoor((req, res) => compress(req, res, () => encoded(req, res, () => void handle(req, res))), {
      gate: apiGate(),
      trustedProxies: Number(process.env.TRUSTED_PROXY_COUNT ?? 0),
      onRefused,
    }),
  );
  server.listen(Number(port), hostname, () => console.log(`▲ Next.js ready on http://${hostname}:${port}`));
  const stop = () => {
    server.close();
    server.closeAllConnections();
    void app.close().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/**
 * gzip for the API's JSON: Next compresses pages but sends a route handler's answer as it is (it
 * drops a Content-Encoding the handler sets), and a market of 2,000 offers is 1.7 MB of JSON, a
 * twentieth of that gzipped. The fastest level. The market's answers come compressed already (each
 * once, when it is built: lib/market/market-answer.ts, lib/api/encoded-body.ts). Event
 * streams are left alone (a compressor would hold their events back).
 */
function compressApiAnswers() {
  const middleware = compression({
    level: 1,
    // Next appends its headers: the type may come as a list of one.
    filter: (req, res) => req.url.startsWith('/api/') && [res.getHeader('content-type')].flat().join().startsWith('application/json'),
  });
  // Typed for Express, whose request and response extend Node's; it uses only Node's parts.
  return middleware as unknown as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
