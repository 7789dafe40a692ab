import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const SERVE = path.join(__dirname, '..', 'serve.ts');

/**
 * A larger young generation (32 MB semi-spaces instead of 16): a request's short-lived objects die
 * there, and fewer scavenges gave checkout and metadata 5-10 % more throughput in `npm run bench`.
 */
const YOUNG_GENERATION = ['--max-semi-space-size=32'];

/** The server process (scripts/serve.ts: Next behind the API's front door) on `host:port`. */
export function startNext(mode: 'start' | 'dev', port: number, env: NodeJS.ProcessEnv, host = '127.0.0.1'): ChildProcess {
  // SERVER_CPU_PROF_DIR=dir: the server writes a CPU profile there when it exits (open it in Chrome's DevTools).
  const profile = env.SERVER_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${env.SERVER_CPU_PROF_DIR}`] : [];
  return spawn(process.execPath, [...profile, ...YOUNG_GENERATION, '--import', 'tsx', SERVE, mode, String(port), host], { stdio: 'inherit', env });
}
