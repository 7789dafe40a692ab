import path from 'node:path';
import { checkConfiguration, DATA_DIR, ensureBuild, prepareDatabase, serverEnv, sessionSecret } from './lib/platform';
import { startNext } from './lib/start-next';
import { checkBrand, checkProductionStart } from './lib/start-config';

/**
 * npm start: embedded PostgreSQL (unless DATABASE_URL is set), migrations, demo data once, the
 * production build when the sources changed, then `next start`. Ctrl-C / SIGTERM stops the
 * server and the embedded database cleanly; the data stays in .data/.
 */
async function main() {
  checkBrand(process.env);
  checkProductionStart(process.env);
  const dev = process.argv.includes('--dev');
  const port = Number(process.env.PORT ?? 3000);
  // 127.0.0.1 unless told otherwise; a container sets HOST=0.0.0.0 to be reachable from outside.
  const host = process.env.HOST ?? '127.0.0.1';
  const secret = sessionSecret();
  const baseEnv = serverEnv({
    NEXTAUTH_SECRET: secret,
    NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${port}`,
    NODE_ENV: dev ? 'development' : 'production',
  });
  const { url, embedded } = await prepareDatabase({
    dir: path.join(DATA_DIR, 'pg'),
    port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
  });
  const env = { ...baseEnv, DATABASE_URL: url };
  try {
    await checkConfiguration(env);
    if (!dev) await ensureBuild(env);
  } catch (error) {
    // Do not leave an orphaned PostgreSQL behind when the start fails after it came up.
    await embedded?.stop();
    throw error;
  }
  const server = startNext(dev ? 'dev' : 'start', port, env, host);
  console.log(`platform on http://localhost:${port} (brand ${process.env.BRAND ?? 'fuelmarket'})`);

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    server.kill('SIGTERM');
    await embedded?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  server.on('exit', (code) => void stop(code ?? 0));
}

main().catch((error) => {
  console.error(`\nThe platform did not start:\n${error instanceof Error ? error.message : String(error ?? 'no reason was given; see the lines above')}`);
  process.exit(1);
});
