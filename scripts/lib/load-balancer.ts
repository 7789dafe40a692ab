import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's HAProxy (package haproxy, which npm test installs like Chromium). HAPROXY_PATH picks another. */
export const HAPROXY_PATH = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

/**
 * HAProxy on `port` in front of the given instances, round robin per request, as
 * docker-compose.yml runs its replicas behind deploy/haproxy.cfg; it appends the client's address
 * to X-Forwarded-For (the instances trust one proxy). Answers a function that stops it.
 */
export async function startLoadBalancer(port: number, servers: string[]): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haproxy-'));
  const config = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(
    config,
    [
      'defaults',
      '  mode http',
      '  option forwardfor',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      'frontend platform',
      `  bind 127.0.0.1:${port}`,
      '  default_backend app',
      'backend app',
      '  balance roundrobin',
      ...servers.map((server, i) => `  server app${i + 1} ${new URL(server).host}`),
      '',
    ].join('\n'),
  );
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
