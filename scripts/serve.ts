import http from 'node:http';
import next from 'next';
import { apiGate, frontDoor } from '../lib/api/front-door';
import { compressApiAnswers } from '../lib/api/compress-answers';
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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
