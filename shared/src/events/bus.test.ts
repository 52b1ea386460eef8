import { randomUUID } from 'node:crypto';
import { createLogger } from '../logger';
import { NATS_SKIP_REASON, natsAvailable } from '../testing/service';
import type { EventBus, ParkedEvent, SubscribeOptions } from './bus';
import { MemoryBus } from './memory-bus';
import { NatsBus } from './nats-bus';
import type { EventEnvelope } from './schemas';
import { eventSettingsFromEnv, type EventSettings } from './settings';

const logger = createLogger('test', 'silent');
/** Three deliveries a tenth of a second apart, so a poison event is parked within the test. */
const quick: EventSettings = { ...eventSettingsFromEnv({}), redelivery: { maxDeliver: 3, backoffMs: [100, 200] } };
/**
 * A retry a tenth of a second after a failure, then 30 s for the acknowledgement: JetStream takes each backoff entry
 * as that delivery's ack wait, and a loaded machine can stall for longer than 200 ms and have the event redelivered.
 */
const patient: EventSettings = { ...eventSettingsFromEnv({}), redelivery: { maxDeliver: 3, backoffMs: [100, 30_000] } };
const waitFor = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
};

function busContract(name: string, make: (settings: EventSettings) => Promise<EventBus>) {
  describe(name, () => {
    let bus: EventBus;
    beforeAll(async () => {
      bus = await make(quick);
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
      const message = randomUUID();
      const seen: string[] = [];
      let failOnce = true;
      const handler = async (e: EventEnvelope<'log.error'>) => {
        // Other tests' services publish log.error on the same NATS meanwhile; the one failure is for this event.
        if (e.data.message !== message) return;
        if (failOnce) {
          failOnce = false;
          throw new Error('first attempt fails');
        }
        seen.push(e.data.message);
      };
      const replicas = await make(patient);
      try {
        // From now: not behind the stream's past log.error events, which every run adds to.
        await replicas.subscribe('log.error', handler, { durable, fromNow: true });
        await replicas.subscribe('log.error', handler, { durable, fromNow: true });
        await replicas.publish('log.error', { service: 'test', message });
        await waitFor(() => seen.includes(message), 10_000);
        await new Promise((r) => setTimeout(r, 300));
        expect(failOnce).toBe(false);
        expect(seen).toEqual([message]);
      } finally {
        await replicas.close();
      }
    });

    const poisonCase = (kind: string, options: () => SubscribeOptions) =>
      it(`${kind}: tries a poison event maxDeliver times, parks it, and goes on with the next events`, async () => {
        const parked: ParkedEvent[] = [];
        const tries: string[] = [];
        const handled: string[] = [];
        const poison = `poison-${randomUUID()}`;
        await bus.subscribe(
          'log.error',
          (e) => {
            if (e.data.message !== poison && !e.data.message.startsWith(poison.slice(0, 12))) return;
            tries.push(e.data.message);
            if (e.data.message === poison) throw new Error('cannot handle this one');
            handled.push(e.data.message);
          },
          { ...options(), park: async (p) => void parked.push(p) },
        );
        await bus.publish('log.error', { service: 'test', message: poison });
        const next = [1, 2, 3].map((n) => `${poison.slice(0, 12)}-next-${n}`);
        for (const message of next) await bus.publish('log.error', { service: 'test', message });
        await waitFor(() => parked.length === 1 && handled.length === 3, 10_000);
        expect(handled).toEqual(next);
        expect(parked[0]).toMatchObject({
          deliveries: 3,
          error: 'cannot handle this one',
          event: { subject: 'log.error', data: { message: poison } },
        });
        expect(parked[0].consumer).toMatch(/log_error/);
        await new Promise((r) => setTimeout(r, 600));
        expect(tries.filter((m) => m === poison)).toHaveLength(3);
        expect(parked).toHaveLength(1);
      });
    poisonCase('durable', () => ({ durable: `p${randomUUID().slice(0, 8)}` }));
    poisonCase('broadcast', () => ({}));

    it('refuses an event that does not match its schema', async () => {
      await expect(bus.publish('log.error', { service: 1 } as never)).rejects.toThrow();
    });
  });
}

busContract('MemoryBus', async (settings) => new MemoryBus(settings.redelivery, logger));

if (natsAvailable) {
  busContract('NatsBus (JetStream)', (settings) => NatsBus.connect(process.env.NATS_URL!, logger, 'test', settings));

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
