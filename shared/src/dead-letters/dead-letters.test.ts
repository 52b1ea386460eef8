import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { EventBus } from '../events/bus';
import { MemoryBus } from '../events/memory-bus';
import { NatsBus } from '../events/nats-bus';
import type { EventEnvelope } from '../events/schemas';
import { eventSettingsFromEnv, type EventSettings } from '../events/settings';
import { createLogger } from '../logger';
import type { ServiceModule } from '../service';
import { NATS_SKIP_REASON, natsAvailable, startTestService, type TestService } from '../testing/service';
import { listDeadLetters, requestReplay } from './repo';

const logger = createLogger('test', 'silent');
const quick: EventSettings = { ...eventSettingsFromEnv({}), redelivery: { maxDeliver: 3, backoffMs: [100, 200] } };

const waitFor = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
};

/** A service whose durable consumer cannot handle the messages it is told to fail on. */
function poisonedService(migrationsDir: string, durable: string) {
  const state = { failing: new Set<string>(), tries: [] as string[], handled: [] as string[] };
  const mod: ServiceModule = {
    name: 'media',
    migrationsDir,
    routes: () => undefined,
    async background(ctx) {
      await ctx.bus.subscribe(
        'log.error',
        (event: EventEnvelope<'log.error'>) => {
          state.tries.push(event.data.message);
          if (state.failing.has(event.data.message)) throw new Error(`cannot handle ${event.data.message}`);
          state.handled.push(event.data.message);
        },
        { durable },
      );
      return async () => undefined;
    },
  };
  return { mod, state };
}

function deadLetterContract(name: string, makeBus: () => Promise<EventBus>) {
  describe(`dead letters (${name})`, () => {
    const migrations = mkdtempSync(path.join(os.tmpdir(), 'dead-letters-'));
    const durable = `dl${randomUUID().slice(0, 8)}`;
    const { mod, state } = poisonedService(migrations, durable);
    let bus: EventBus;
    let service: TestService;

    beforeAll(async () => {
      bus = await makeBus();
      service = await startTestService(mod, { bus, env: { DEAD_LETTER_POLL_SECONDS: '0.1' } });
    });
    afterAll(async () => {
      await bus.close();
      await service.stop();
      rmSync(migrations, { recursive: true, force: true });
    });

    const tag = () => `m-${randomUUID().slice(0, 8)}`;
    const publish = (message: string) => bus.publish('log.error', { service: 'test', message });

    it('parks a poison event after maxDeliver tries, in the service schema, and goes on with the next events', async () => {
      const poison = tag();
      const next = [tag(), tag()];
      state.failing.add(poison);
      await publish(poison);
      for (const message of next) await publish(message);
      await waitFor(async () => (await listDeadLetters(service.pool)).length === 1);
      await waitFor(() => next.every((m) => state.handled.includes(m)));
      const [letter] = await listDeadLetters(service.pool);
      expect(letter).toMatchObject({
        consumer: `${durable}-log_error`,
        subject: 'log.error',
        error: `cannot handle ${poison}`,
        deliveries: 3,
        replays: 0,
        envelope: { data: { message: poison } },
      });
      expect(state.tries.filter((m) => m === poison)).toHaveLength(3);
    });

    it('keeps an event parked when its replay fails again, and delivers it to the handler once it can', async () => {
      const [letter] = await listDeadLetters(service.pool);
      const poison = (letter.envelope as EventEnvelope<'log.error'>).data.message;
      expect(await requestReplay(service.pool, [letter.id])).toBe(1);
      await waitFor(async () => (await listDeadLetters(service.pool))[0].replays === 1);
      expect((await listDeadLetters(service.pool))[0]).toMatchObject({ replayRequestedAt: null, deliveries: 3 });
      expect(state.tries.filter((m) => m === poison)).toHaveLength(4);

      state.failing.delete(poison);
      expect(await requestReplay(service.pool, [])).toBe(1);
      await waitFor(() => state.handled.includes(poison));
      await waitFor(async () => (await listDeadLetters(service.pool)).length === 0);
      expect(state.tries.filter((m) => m === poison)).toHaveLength(5);
    });
  });
}

deadLetterContract('MemoryBus', async () => new MemoryBus(quick.redelivery, logger));

if (natsAvailable) {
  deadLetterContract('NATS JetStream', () => NatsBus.connect(process.env.NATS_URL!, logger, 'dead-letters', quick));
} else {
  it.skip(`dead letters over NATS: ${NATS_SKIP_REASON}`, () => undefined);
}
