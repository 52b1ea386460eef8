import { AckPolicy, DeliverPolicy, DiscardPolicy, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { createLogger } from '../logger';
import {
  NATS_SERVER_SKIP_REASON,
  natsServerInstalled,
  startPrivateNats,
  type PrivateNats,
} from '../testing/nats-server';
import type { ParkedEvent } from './bus';
import { NatsBus, STREAM } from './nats-bus';
import type { EventEnvelope } from './schemas';
import { eventSettingsFromEnv } from './settings';

const logger = createLogger('test', 'silent');
const NANOS_PER_MS = 1_000_000;
const describeNats = natsServerInstalled ? describe : describe.skip;
if (!natsServerInstalled) console.log(`nats-bus.test.ts: ${NATS_SERVER_SKIP_REASON}`);

describeNats('NatsBus on a private NATS: stream and consumer settings, events never acknowledged', () => {
  let nats: PrivateNats;
  let nc: NatsConnection;
  beforeAll(async () => {
    nats = await startPrivateNats();
    nc = await connect({ servers: nats.url });
  });
  afterAll(async () => {
    await nc?.close();
    await nats?.destroy();
  });

  it('limits an existing SHOP stream by age and size, discarding the oldest events', async () => {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.add({ name: STREAM, subjects: ['log.>'] });
    const settings = eventSettingsFromEnv({ EVENT_STREAM_MAX_AGE_HOURS: '48', EVENT_STREAM_MAX_MB: '64' });
    const bus = await NatsBus.connect(nats.url, logger, 'test', settings);
    const { config } = await jsm.streams.info(STREAM);
    await bus.close();
    expect(config).toMatchObject({
      max_age: 48 * 3_600_000 * NANOS_PER_MS,
      max_bytes: 64 * 1024 * 1024,
      discard: DiscardPolicy.Old,
      duplicate_window: 120_000 * NANOS_PER_MS,
    });
    expect(config.subjects).toEqual(expect.arrayContaining(['log.>', 'orders.>', 'catalog.>', 'identity.>']));
  });

  it('gives a durable made before bounded redelivery its max_deliver and backoff, and broadcasts their own', async () => {
    const jsm = await jetstreamManager(nc);
    await jsm.consumers.add(STREAM, {
      durable_name: 'old-log_error',
      filter_subject: 'log.error',
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
    });
    const settings = eventSettingsFromEnv({ EVENT_MAX_DELIVER: '4', EVENT_BACKOFF_SECONDS: '2,10,60' });
    const bus = await NatsBus.connect(nats.url, logger, 'test', settings);
    await bus.subscribe('log.error', () => undefined, { durable: 'old' });
    await bus.subscribe('log.error', () => undefined);
    const consumers = [];
    for await (const info of jsm.consumers.list(STREAM)) consumers.push(info.config);
    await bus.close();
    expect(consumers).toHaveLength(2);
    for (const config of consumers)
      expect(config).toMatchObject({
        max_deliver: 4,
        backoff: [2000, 10_000, 60_000].map((ms) => ms * NANOS_PER_MS),
        ack_policy: AckPolicy.Explicit,
      });

    // One delivery only: no backoff, JetStream's usual 30 s wait for the acknowledgement.
    const once = await NatsBus.connect(nats.url, logger, 'test', eventSettingsFromEnv({ EVENT_MAX_DELIVER: '1' }));
    await once.subscribe('log.error', () => undefined, { durable: 'old' });
    const { config } = await jsm.consumers.info(STREAM, 'old-log_error');
    await once.close();
    expect(config).toMatchObject({ max_deliver: 1, ack_wait: 30_000 * NANOS_PER_MS });
    expect(config.backoff ?? []).toEqual([]);
  });

  it('parks an event whose last delivery was never acknowledged (the replicas holding it died)', async () => {
    const settings = eventSettingsFromEnv({ EVENT_MAX_DELIVER: '2', EVENT_BACKOFF_SECONDS: '1.5' });
    const durable = 'crashing';
    let release!: () => void;
    const hang = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    /** A replica that takes the event and dies with it: its connection ends without a word. */
    const dyingReplica = async () => {
      const bus = await NatsBus.connect(nats.url, logger, 'dying', settings);
      await bus.subscribe(
        'log.error',
        async (e) => {
          held.push(e.id);
          await hang;
        },
        { durable },
      );
      return bus;
    };
    const crash = (bus: NatsBus) => (bus as unknown as { nc: NatsConnection }).nc.close();
    const waitFor = async (check: () => boolean) => {
      const end = Date.now() + 15_000;
      while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
    };

    const first = await dyingReplica();
    await first.publish('log.error', { service: 'test', message: 'held until the end' });
    await waitFor(() => held.length === 1);
    await crash(first);
    const second = await dyingReplica();
    await waitFor(() => held.length === 2);
    await crash(second);

    const parked: ParkedEvent[] = [];
    const handled: EventEnvelope[] = [];
    const survivor = await NatsBus.connect(nats.url, logger, 'survivor', settings);
    await survivor.subscribe('log.error', (e) => void handled.push(e), {
      durable,
      park: async (p) => void parked.push(p),
    });
    await waitFor(() => parked.length === 1);
    release();
    await Promise.all([first.close(), second.close(), survivor.close()]);
    expect(held).toEqual([held[0], held[0]]);
    expect(parked).toEqual([
      {
        consumer: 'crashing-log_error',
        event: expect.objectContaining({
          id: held[0],
          data: expect.objectContaining({ message: 'held until the end' }),
        }),
        error: expect.stringMatching(/not acknowledged within its last delivery/),
        deliveries: 2,
      },
    ]);
    expect(handled).toEqual([]);
  }, 30_000);

  it('hands a batch handler the events waiting together, and each event alone to the handler when a batch fails', async () => {
    const settings = eventSettingsFromEnv({ EVENT_MAX_DELIVER: '2', EVENT_BACKOFF_SECONDS: '1' });
    const bus = await NatsBus.connect(nats.url, logger, 'batches', settings);
    const batches: string[][] = [];
    const alone: string[] = [];
    const parked: ParkedEvent[] = [];
    /** A "hold" event is handled alone and held until released, so the events published meanwhile wait together. */
    const releases: (() => void)[] = [];
    await bus.subscribe(
      'log.error',
      async (e) => {
        if (e.data.message === 'bad') throw new Error('cannot');
        alone.push(e.data.message);
        if (e.data.message.startsWith('hold')) await new Promise<void>((resolve) => releases.push(resolve));
      },
      {
        durable: 'batching',
        fromNow: true,
        park: async (p) => void parked.push(p),
        batch: async (events) => {
          const messages = events.map((e) => e.data.message);
          batches.push(messages);
          if (messages.includes('bad')) throw new Error('one of them cannot');
        },
      },
    );
    const waitFor = async (check: () => boolean) => {
      const end = Date.now() + 15_000;
      while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
    };
    const heldWhile = async (hold: string, messages: string[]) => {
      await bus.publish('log.error', { service: 'test', message: hold });
      await waitFor(() => releases.length === 1);
      for (const message of messages) await bus.publish('log.error', { service: 'test', message });
      // Longer than the 1 s ack wait: the waiting events are kept from redelivery too.
      await new Promise((r) => setTimeout(r, 1500));
      releases.pop()!();
    };
    await heldWhile('hold-1', ['a', 'b', 'c']);
    await waitFor(() => batches.length === 1);
    await heldWhile('hold-2', ['d', 'bad', 'e']);
    await waitFor(() => parked.length === 1);
    await bus.close();
    expect(batches).toEqual([
      ['a', 'b', 'c'],
      ['d', 'bad', 'e'],
    ]);
    // The failed batch's events went to the handler one by one: the good ones were handled, the bad one parked.
    expect(alone).toEqual(['hold-1', 'hold-2', 'd', 'e']);
    expect(parked.map((p) => (p.event.data as { message: string }).message)).toEqual(['bad']);
  }, 30_000);

  it('handles each event once in a process, though NATS is killed before it kept the acknowledgements', async () => {
    const bus = await NatsBus.connect(nats.url, logger, 'killed', eventSettingsFromEnv({}));
    const seen: string[] = [];
    const keys = Array.from({ length: 20 }, (_, i) => `killed${String(i).padStart(2, '0')}`);
    let killing: Promise<void> | undefined;
    await bus.subscribe('identity.user.authenticated', (e) => {
      seen.push(e.data.authKey);
      // Killed the moment the last one is handled: its acknowledgement, and maybe others, never kept.
      if (e.data.authKey === keys.at(-1)) killing ??= nats.stop();
    });
    for (const authKey of keys) await bus.publish('identity.user.authenticated', { authKey, userId: 'u' });
    const end = Date.now() + 20_000;
    while (!killing && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    await killing;
    await nats.start();
    // Before the bus remembered what it handled, 19 of the 20 came back within these 4 s.
    await new Promise((r) => setTimeout(r, 4000));
    await bus.close();
    expect(seen).toEqual(keys);
  }, 60_000);

  it('keeps a broadcast subscription through a NATS restart, without losing or repeating events', async () => {
    const bus = await NatsBus.connect(nats.url, logger, 'restarts', eventSettingsFromEnv({}));
    const seen: string[] = [];
    await bus.subscribe('identity.user.authenticated', (e) => void seen.push(e.data.authKey));
    const waitFor = async (check: () => boolean) => {
      const end = Date.now() + 20_000;
      while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    };
    // Until the client in question has reconnected, its requests time out: tried again for up to 20 s.
    const retrying = async <T>(work: () => Promise<T>): Promise<T> => {
      const end = Date.now() + 20_000;
      for (;;) {
        try {
          return await work();
        } catch (error) {
          if (Date.now() > end) throw error;
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    };
    const publish = (authKey: string) =>
      retrying(() => bus.publish('identity.user.authenticated', { authKey, userId: 'u' }));
    await publish('before01');
    await waitFor(() => seen.length === 1);
    await nats.stop();
    await nats.start();
    await publish('after001');
    await waitFor(() => seen.length === 2);
    // A broadcast consumer the server removed (idle while its process was cut off) is made again.
    await retrying(async () => {
      const jsm = await jetstreamManager(nc);
      for await (const info of jsm.consumers.list(STREAM))
        if (!info.config.durable_name) await jsm.consumers.delete(STREAM, info.name);
    });
    await new Promise((r) => setTimeout(r, 500));
    await publish('removed1');
    await waitFor(() => seen.length === 3);
    await new Promise((r) => setTimeout(r, 300));
    await bus.close();
    expect(seen).toEqual(['before01', 'after001', 'removed1']);
  }, 60_000);
});
