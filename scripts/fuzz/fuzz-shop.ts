import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedDemoIfEmpty } from '@shop/catalog/src/demo';
import { normalizePhone } from '@shop/identity/src/users/phone';
import { setAdminByPhone } from '@shop/identity/src/users/repo';
import { createLogger } from '@shop/shared';
import { createTestDatabase } from '@shop/shared/src/testing/db';
import { startShop, type Shop } from '../shop';
import { confirmThroughDemoMessenger, logIn, newAuthKey } from '../testing/demo-sign-in';

export interface FuzzShop {
  shop: Shop;
  /** The shop's database (schema-qualified names). */
  db: pg.Pool;
  /** The `sid=...` cookie of a signed-in admin. */
  adminCookie: string;
  adminId: string;
  stop(): Promise<void>;
}

/** A LibreTranslate stand-in on 127.0.0.1, so POST /api/translate works without leaving the machine. */
async function fakeTranslator(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () =>
      res.setHeader('content-type', 'application/json').end(JSON.stringify({ translatedText: 'переклад' })),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server };
}

/** The whole shop in this process (scripts/shop.ts) on free ports, a fresh database, a small demo catalog, an admin. */
export async function startFuzzShop(): Promise<FuzzShop> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-fuzz-'));
  const translator = await fakeTranslator();
  const shop = await startShop({
    databaseUrl: database.url,
    natsUrl: process.env.NATS_URL,
    port: 0,
    dataDir,
    logger: createLogger('fuzz', process.env.TEST_LOG_LEVEL ?? 'silent'),
    env: {
      SHOP_DEMO: '1',
      NODE_ENV: 'test',
      TRANSLATE_URL: translator.url,
      ERRORS_DURABLE: `gateway-errors-${randomBytes(4).toString('hex')}`,
      RATE_LIMIT_SIGNIN: '1000000',
      RATE_LIMIT_ORDERS: '1000000',
      RATE_LIMIT_SEARCH: '1000000',
    },
  });
  const pool = (name: string) => shop.services.find((s) => s.name === name)!.pool;
  await seedDemoIfEmpty(pool('catalog'), { mediaDir: shop.env.MEDIA_DIR, products: 12 });
  const authKey = newAuthKey();
  const phone = '+38 (067) 555-44-33';
  await confirmThroughDemoMessenger(shop.url, authKey, { phone, userName: 'Админ' });
  await setAdminByPhone(pool('identity'), normalizePhone(phone), true);
  const { user, cookie } = await logIn(shop.url, authKey);
  if (!user.isAdmin) throw new Error('the admin sign-in did not give an admin');
  const db = new pg.Pool({ connectionString: database.url, max: 2 });
  return {
    shop,
    db,
    adminCookie: cookie,
    adminId: user._id,
    stop: async () => {
      await db.end();
      await shop.stop();
      translator.server.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
