import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BACKENDS, createLogger, portVariable, SERVICE_PORTS, stopOnSignals } from '@shop/shared';
import { startEmbeddedDb, type EmbeddedDb } from './embedded-db';
import { ROOT, startShop } from './shop';
import { seedDemo } from './seed';

/** `npm start`: the whole shop at http://localhost:3000 with embedded PostgreSQL and demo data. */
async function main() {
  const logger = createLogger('shop', process.env.LOG_LEVEL ?? 'warn');
  const dataDir = path.join(ROOT, '.data');
  const built = ['index.html', path.join('.ssr', 'entry-server.cjs')].map((f) => path.join(ROOT, 'web', 'dist', f));
  if (!built.every((file) => existsSync(file))) {
    console.log('Building the web app (first start)...');
    execSync('npm run build -w web', { cwd: ROOT, stdio: 'inherit' });
  }
  let db: EmbeddedDb | undefined;
  const databaseUrl = process.env.DATABASE_URL ?? (db = await startEmbeddedDb(path.join(dataDir, 'pg'))).url;
  const demo = !process.env.TELEGRAM_BOT_TOKEN && !process.env.VIBER_AUTH_TOKEN;
  try {
    const shop = await startShop({
      databaseUrl,
      natsUrl: process.env.NATS_URL,
      port: Number(process.env.GATEWAY_PORT ?? SERVICE_PORTS.gateway),
      servicePorts: Object.fromEntries(
        BACKENDS.map((name) => [name, Number(process.env[portVariable(name)] ?? SERVICE_PORTS[name])]),
      ),
      dataDir,
      logger,
      env: { SHOP_DEMO: demo ? '1' : '0', ...process.env },
    });
    await seedDemo(shop, logger);
    console.log(`\nThe shop is running at http://localhost:${shop.port}  (Ctrl-C stops it)`);
    console.log(
      `Database: ${db ? 'embedded PostgreSQL in .data/pg' : 'DATABASE_URL'}; events: ${shop.bus.kind === 'nats' ? 'NATS' : 'in-process bus'}`,
    );
    stopOnSignals(logger, async () => {
      await shop.stop();
      await db?.stop();
    });
  } catch (error) {
    console.error((error as Error).message);
    await db?.stop();
    process.exit(1);
  }
}

void main();
