import { MemoryBus, createBus, createLogger } from '@shop/shared';
import { natsAvailable, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';

/** Checks until `check` holds, failing after `ms`. */
export const waitFor = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};

/**
 * Two catalog replicas on one database: with NATS each with its own connection, in one process on the shared
 * in-process bus. `stop` stops both and drops the database.
 */
export async function startReplicas(): Promise<{ a: TestService; b: TestService; stop(): Promise<void> }> {
  const a = await startTestService(catalogService);
  const busB = natsAvailable
    ? await createBus(process.env.NATS_URL, createLogger('b', 'silent'), 'replica-b')
    : (a.bus as MemoryBus);
  const b = await startTestService(catalogService, { databaseUrl: a.databaseUrl, bus: busB });
  return {
    a,
    b,
    stop: async () => {
      await b.close();
      if (natsAvailable) await busB.close();
      await a.stop();
    },
  };
}
