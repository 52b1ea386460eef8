import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type Consumer,
  type JetStreamClient,
  type JetStreamManager,
} from '@nats-io/jetstream';
import type { Logger } from '../logger';
import { makeEnvelope, type EventBus, type EventHandler, type SubscribeOptions } from './bus';
import { eventSchemas, parseEnvelope, type EventData, type EventEnvelope, type Subject } from './schemas';

export const STREAM = 'SHOP';
const STREAM_SUBJECTS = [...new Set(Object.keys(eventSchemas).map((s) => `${s.split('.')[0]}.>`))];
const NANOS_PER_MS = 1_000_000;
const RETRY_DELAY_MS = 2000;
const REDELIVERY_DELAY_MS = 1000;

/** JetStream: events survive restarts; durable consumers get each event at least once; msgID dedups publishes. */
export class NatsBus implements EventBus {
  readonly kind = 'nats' as const;
  private closing = false;
  private readonly loops: Promise<void>[] = [];

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly logger: Logger,
  ) {}

  static async connect(url: string, logger: Logger, name = 'shop'): Promise<NatsBus> {
    const nc = await connect({ servers: url, name, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
    const jsm = await jetstreamManager(nc);
    const config = { subjects: STREAM_SUBJECTS, duplicate_window: 120_000 * NANOS_PER_MS };
    try {
      await jsm.streams.info(STREAM);
      await jsm.streams.update(STREAM, config);
    } catch {
      await jsm.streams.add({ name: STREAM, ...config });
    }
    return new NatsBus(nc, jetstream(nc), jsm, logger);
  }

  async publish<S extends Subject>(subject: S, data: EventData<S>, options?: { id?: string }) {
    await this.publishEnvelope(makeEnvelope(subject, data, options?.id));
  }

  async publishEnvelope(envelope: EventEnvelope): Promise<void> {
    await this.js.publish(envelope.subject, JSON.stringify(envelope), { msgID: envelope.id, timeout: 3000 });
  }

  async subscribe<S extends Subject>(subject: S, handler: EventHandler<S>, options?: SubscribeOptions) {
    const consumer = options?.durable
      ? await this.durableConsumer(subject, options.durable)
      : await this.js.consumers.get(STREAM, { filter_subjects: subject, deliver_policy: DeliverPolicy.New });
    this.loops.push(this.consumeLoop(subject, consumer, handler));
  }

  healthy() {
    return !this.nc.isClosed() && this.nc.info !== undefined && !this.closing;
  }

  async close() {
    this.closing = true;
    await this.nc.drain().catch(() => undefined);
  }

  private async durableConsumer(subject: Subject, durable: string): Promise<Consumer> {
    const name = `${durable}-${subject.replace(/\./g, '_')}`;
    await this.jsm.consumers.add(STREAM, {
      durable_name: name,
      filter_subject: subject,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: 30_000 * NANOS_PER_MS,
    });
    return this.js.consumers.get(STREAM, name);
  }

  private async consumeLoop<S extends Subject>(subject: S, consumer: Consumer, handler: EventHandler<S>) {
    while (!this.closing) {
      try {
        const messages = await consumer.consume({ max_messages: 64 });
        for await (const message of messages) {
          try {
            await handler(parseEnvelope(subject, message.json()));
            message.ack();
          } catch (error) {
            this.logger.warn({ err: error, subject }, 'event handler failed; redelivering');
            message.nak(REDELIVERY_DELAY_MS);
          }
        }
      } catch (error) {
        if (this.closing) return;
        this.logger.warn({ err: error, subject }, 'event consumer interrupted; resuming');
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS).unref());
    }
  }
}
