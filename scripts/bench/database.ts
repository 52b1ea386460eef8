import { rmSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedDb } from '../embedded-db';
import { onOneConnection } from './one-connection';

export interface BenchDatabase {
  url: string;
  description: string;
  drop(): Promise<void>;
}

/** A fresh `bench_<timestamp>` database on the DATABASE_URL server, dropped at the end. */
async function onServer(serverUrl: string): Promise<BenchDatabase> {
  const name = `bench_${Date.now()}`;
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const run = (sql: string) => onOneConnection(admin.toString(), async (client) => void (await client.query(sql)));
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    description: `database ${name} on the DATABASE_URL server (dropped afterwards)`,
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** An embedded PostgreSQL in the temp folder, removed at the end. */
async function embedded(tempDir: string): Promise<BenchDatabase> {
  const dir = path.join(tempDir, 'pg');
  const db = await startEmbeddedDb(dir, 'bench');
  return {
    url: db.url,
    description: 'embedded PostgreSQL in a temp folder (DATABASE_URL is not set)',
    drop: async () => {
      await db.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function prepareDatabase(tempDir: string, serverUrl = process.env.DATABASE_URL): Promise<BenchDatabase> {
  return serverUrl ? onServer(serverUrl) : embedded(tempDir);
}
