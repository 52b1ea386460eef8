import { AckPolicy, DeliverPolicy, DiscardPolicy, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { createLogger } from '../logger';
import {
  NATS_SERVER_SKIP_REASON,
  natsServerInstalled,
  startPrivateNats,
  type PrivateNats,
} from '../testing/nats-server';
import { NatsBus, STREAM } from './nats-bus';
import { eventSettingsFromEnv } from './settings';

const logger = createLogger('test', 'silent');
const NANOS_PER_MS = 1_000_000;
const describeNats = natsServerInstalled ? describe : describe.skip;
if (!natsServerInstalled) console.log(`nats-config.test.ts: ${NATS_SERVER_SKIP_REASON}`);

describeNats('JetStream configuration (private NATS)', () => {
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
  });
});
