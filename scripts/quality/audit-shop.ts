import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDemoIfEmpty } from '@shop/catalog';
import { createLogger } from '@shop/shared';
import { createTestDatabase } from '@shop/shared/src/testing/db';
import { freePort, startEmbeddedDb } from '../embedded-db';
import { startShop, type Shop } from '../shop';

export interface AuditShop {
  shop: Shop;
  url(pathname: string): string;
  stop(): Promise<void>;
}

/** A fresh database: a new one on the machine's server when DATABASE_URL is set, else an embedded PostgreSQL. */
async function freshDatabase(dir: string): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const db = await createTestDatabase();
    return { url: db.url, stop: db.drop };
  }
  return startEmbeddedDb(path.join(dir, 'pg'));
}

/** The whole shop on a free port with a fresh database and the seeded demo data; its public URL is its own address. */
export async function startAuditShop(): Promise<AuditShop> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-audit-'));
  const db = await freshDatabase(dir);
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const shop = await startShop({
    databaseUrl: db.url,
    natsUrl: process.env.NATS_URL,
    port,
    servicePorts: { catalog: 0, orders: 0, identity: 0, media: 0 },
    dataDir: path.join(dir, 'data'),
    logger: createLogger('audit', process.env.LOG_LEVEL ?? 'silent'),
    env: {
      SHOP_DEMO: '1',
      NODE_ENV: 'development',
      PUBLIC_URL: publicUrl,
      RATE_LIMIT_SIGNIN: '1000',
      RATE_LIMIT_SEARCH: '10000',
    },
  });
  const catalog = shop.services.find((s) => s.name === 'catalog')!;
  await seedDemoIfEmpty(catalog.pool, { mediaDir: shop.env.MEDIA_DIR });
  return {
    shop,
    url: (pathname) => `${publicUrl}${pathname}`,
    stop: async () => {
      await shop.stop();
      await db.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
