import { randomUUID } from 'node:crypto';
import { createLogger } from '../logger';
import { NATS_SKIP_REASON, natsAvailable } from '../testing/service';
import type { EventBus } from './bus';
import { MemoryBus } from './memory-bus';
import { NatsBus } from './nats-bus';
import type { EventEnvelope } from './schemas';

const logger = createLogger('test', 'silent');
const waitFor = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
};

function busContract(name: string, make: () => Promise<EventBus>) {
  describe(name, () => {
    let bus: EventBus;
    beforeAll(async () => {
      bus = await make();
    });
    afterAll(() => bus.close());

    it('delivers a published event to every broadcast subscriber, validated', async () => {
      const a: EventEnvelope<'identity.user.authenticated'>[] = [];
      const b: EventEnvelope<'identity.user.authenticated'>[] = [];
      await bus.subscribe('identity.user.authenticated', (e) => void a.push(e));
      await bus.subscribe('identity.user.authenticated', (e) => void b.push(e));
      const authKey = randomUUID().slice(0, 8);
      await bus.publish('identity.user.authenticated', { authKey, userId: 'u1' });
      await waitFor(() => a.some((e) => e.data.authKey === authKey) && b.some((e) => e.data.authKey === authKey));
      expect(a.find((e) => e.data.authKey === authKey)).toMatchObject({
        subject: 'identity.user.authenticated',
        version: 1,
      });
    });

    it('shares a durable subscription so each event is handled once, and redelivers after a failure', async () => {
      const durable = `d${randomUUID().slice(0, 8)}`;
      const seen: string[] = [];
      let failOnce = true;
      const handler = async (e: EventEnvelope<'log.error'>) => {
        if (failOnce) {
          failOnce = false;
          throw new Error('first attempt fails');
        }
        seen.push(e.data.message);
      };
      await bus.subscribe('log.error', handler, { durable });
      await bus.subscribe('log.error', handler, { durable });
      const message = randomUUID();
      await bus.publish('log.error', { service: 'test', message });
      await waitFor(() => seen.includes(message), 10_000);
      await new Promise((r) => setTimeout(r, 300));
      expect(seen.filter((m) => m === message)).toHaveLength(1);
    });

    it('refuses an event that does not match its schema', async () => {
      await expect(bus.publish('log.error', { service: 1 } as never)).rejects.toThrow();
    });
  });
}

busContract('MemoryBus', async () => new MemoryBus());

if (natsAvailable) {
  busContract('NatsBus (JetStream)', () => NatsBus.connect(process.env.NATS_URL!, logger));

  it('NatsBus drops a republished event id inside the duplicate window', async () => {
    const bus = await NatsBus.connect(process.env.NATS_URL!, logger);
    const seen: string[] = [];
    const durable = `dup${randomUUID().slice(0, 8)}`;
    await bus.subscribe('log.error', (e) => void seen.push(e.id), { durable });
    const id = randomUUID();
    await bus.publish('log.error', { service: 't', message: 'x' }, { id });
    await bus.publish('log.error', { service: 't', message: 'x' }, { id });
    await waitFor(() => seen.includes(id));
    await new Promise((r) => setTimeout(r, 500));
    expect(seen.filter((s) => s === id)).toHaveLength(1);
    await bus.close();
  });
} else {
  it.skip(`NatsBus: ${NATS_SKIP_REASON}`, () => undefined);
}
