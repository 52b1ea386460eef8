import { createBus, createLogger, loadConfig, stopOnSignals } from '@shop/shared';
import { createGateway, listen } from './app';
import { gatewayEnv } from './config';

async function main() {
  const logger = createLogger('gateway');
  try {
    const env = loadConfig(gatewayEnv);
    const bus = await createBus(env.NATS_URL, logger, 'gateway');
    const gateway = await createGateway(env, bus, logger);
    const port = await listen(gateway.server, env.GATEWAY_PORT, process.env.HOST ?? '0.0.0.0');
    logger.info({ port }, 'gateway listening');
    stopOnSignals(logger, async () => {
      await gateway.close();
      await bus.close();
    });
  } catch (error) {
    logger.fatal({ err: error }, (error as Error).message);
    process.exit(1);
  }
}

void main();
