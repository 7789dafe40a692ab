import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's HAProxy (package haproxy, which npm test installs like Chromium). HAPROXY_PATH picks another. */
export const HAPROXY_PATH = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

const DEPLOYED_CONFIG = path.join(__dirname, '../../deploy/haproxy.cfg');

/**
 * deploy/haproxy.cfg bound to 127.0.0.1:`port`, each server template (a line marked "instances")
 * one server line per instance with the template's settings, and without Docker's resolver.
 */
export function localConfig(deployed: string, port: number, servers: string[]): string {
  return deployed
    .replace(/^resolvers docker\n(?: {2}.*\n)*/m, '')
    .replace(/^(\s*)bind :\d+$/m, `$1bind 127.0.0.1:${port}`)
    .replace(/^(\s*)server-template \S+ \d+ \S+ (.*?) resolvers docker init-addr none # instances$/gm, (_, indent: string, settings: string) =>
      servers.map((server, i) => `${indent}server app${i + 1} ${new URL(server).host} ${settings}`).join('\n'),
    );
}

/**
 * HAProxy on `port` in front of the given instances with the configuration docker-compose.yml runs
 * (deploy/haproxy.cfg: round robin per request, the client's address appended to X-Forwarded-For,
 * which the instances trust, and each instance's API places bounded there), its servers these
 * instances instead of Docker's replicas. Answers a function that stops it.
 */
export async function startLoadBalancer(port: number, servers: string[]): Promise<() => Promise<void>> {
  if (!fs.existsSync(HAPROXY_PATH)) throw new Error(`no HAProxy at ${HAPROXY_PATH}: install Debian's package haproxy (npm test does) or set HAPROXY_PATH`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haproxy-'));
  const config = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(config, localConfig(fs.readFileSync(DEPLOYED_CONFIG, 'utf8'), port, servers));
  // -db: in the foreground, so that it ends with this process's signal.
  const balancer = spawn(HAPROXY_PATH, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => balancer.once('exit', resolve));
  for (let tries = 0; ; tries++) {
    const up = await fetch(`http://127.0.0.1:${port}/login`).then(
      (res) => res.status < 500,
      () => false,
    );
    if (up) break;
    if (balancer.exitCode !== null || tries > 100) throw new Error(`HAProxy did not come up on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return async () => {
    if (balancer.exitCode === null) balancer.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
