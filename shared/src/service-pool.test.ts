import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MemoryBus } from './events/memory-bus';
import type { ServiceModule } from './service';
import { startTestService } from './testing/service';

describe("a service's pool of PostgreSQL connections", () => {
  const noMigrations = mkdtempSync(path.join(os.tmpdir(), 'service-pool-'));
  const mod: ServiceModule = { name: 'media', migrationsDir: noMigrations, routes: () => undefined };
  afterAll(() => rmSync(noMigrations, { recursive: true, force: true }));

  /** The service's own backends (named by its schema) on its database. */
  const backends = async (service: Awaited<ReturnType<typeof startTestService>>) => {
    const { rows } = await service.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'media'`,
    );
    return rows[0].n;
  };

  it('opens PG_POOL_KEPT connections at the start, at most PG_POOL_SIZE, and keeps them', async () => {
    const service = await startTestService(mod, {
      bus: new MemoryBus(),
      env: { PG_POOL_KEPT: '6', PG_POOL_SIZE: '3' },
    });
    try {
      expect(service.pool.totalCount).toBe(3);
      expect(service.pool.options.min).toBe(3);
      expect(await backends(service)).toBe(3);
    } finally {
      await service.stop();
    }
  });

  it('opens none ahead without PG_POOL_KEPT', async () => {
    const service = await startTestService(mod, { bus: new MemoryBus(), env: { PG_POOL_KEPT: undefined } });
    try {
      // Migrating held one connection; the pool keeps it idle.
      expect(service.pool.totalCount).toBeLessThanOrEqual(1);
    } finally {
      await service.stop();
    }
  });

  it('refuses to start with a pool size that is not a whole number, naming the variable', async () => {
    // Refused before it connects: no database is made for it.
    const refused = (env: NodeJS.ProcessEnv) =>
      startTestService(mod, { bus: new MemoryBus(), databaseUrl: 'postgres://127.0.0.1:1/none', env });
    await expect(refused({ PG_POOL_SIZE: 'ten' })).rejects.toThrow(/PG_POOL_SIZE/);
    await expect(refused({ PG_POOL_KEPT: '-1' })).rejects.toThrow(/PG_POOL_KEPT/);
  });
});
