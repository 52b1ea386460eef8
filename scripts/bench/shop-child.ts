import { createLogger, stopOnSignals } from '@shop/shared';
import { startShop } from '../shop';

/** The benchmark's one-process shop (no NATS): ports, data folder and limits come from the environment. */
async function main() {
  const ports = JSON.parse(process.env.BENCH_PORTS ?? '{}') as Record<string, number>;
  const logger = createLogger('shop');
  const shop = await startShop({
    databaseUrl: process.env.DATABASE_URL!,
    port: ports.gateway,
    servicePorts: { catalog: ports.catalog, orders: ports.orders, identity: ports.identity, media: ports.media },
    dataDir: process.env.BENCH_DATA_DIR,
    secret: process.env.INTERNAL_SECRET,
    logger,
  });
  stopOnSignals(logger, () => shop.stop());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
