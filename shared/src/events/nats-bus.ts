import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  jetstream,
  jetstreamManager,
  type Consumer,
  type ConsumerConfig,
  type JetStreamClient,
  type JetStreamManager,
  type ConsumerMessages,
  type JsMsg,
} from '@nats-io/jetstream';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../logger';
import { consumerName, makeEnvelope, type BatchSubscribeOptions, type EventBus, type EventHandler } from './bus';
import { parkEvent } from './parking';
import { eventSchemas, parseEnvelope, type EventData, type EventEnvelope, type Subject } from './schemas';
import {
  DEFAULT_ACK_WAIT_MS,
  eventSettingsFromEnv,
  retryDelayMs,
  type EventSettings,
  type StreamLimits,
} from './settings';

export const STREAM = 'SHOP';
const STREAM_SUBJECTS = [...new Set(Object.keys(eventSchemas).map((s) => `${s.split('.')[0]}.>`))];
const NANOS_PER_MS = 1_000_000;
const RETRY_DELAY_MS = 2000;
const DUPLICATE_WINDOW_MS = 120_000;
/** A broadcast consumer left behind by a process that died is removed by the server after this idle time. */
const BROADCAST_IDLE_MS = 60_000;
/** Messages a consumer holds at once: what JetStream sends ahead, and the most a batch handler is given. */
const MAX_WAITING = 64;
/**
 * Events a subscription remembers having handled. A NATS server killed before it kept the acknowledgements
 * delivers the last ones again: 19 of 20 in the test that kills it; they are acknowledged, not handled twice.
 */
const HANDLED_KEPT = 4096;

const nanos = (ms: number) => ms * NANOS_PER_MS;
const durableName = (durable: string, subject: Subject) => `${durable}-${subject.replace(/\./g, '_')}`;
/** What JetStream announces when it drops an event whose last delivery was never acknowledged. */
const maxDeliveriesAdvisory = (consumer: string) => `$JS.EVENT.ADVISORY.CONSUMER.MAX_DELIVERIES.${STREAM}.${consumer}`;

/** The SHOP stream's limits by age and size (oldest discarded first); applied to an existing stream as well. */
export function streamConfig(limits: StreamLimits) {
  return {
    subjects: STREAM_SUBJECTS,
    duplicate_window: nanos(Math.min(DUPLICATE_WINDOW_MS, limits.maxAgeMs)),
    max_age: nanos(limits.maxAgeMs),
    max_bytes: limits.maxBytes,
    discard: DiscardPolicy.Old,
  };
}

interface Subscription<S extends Subject> {
  subject: S;
  handler: EventHandler<S>;
  options?: BatchSubscribeOptions<S>;
  consumer: string;
  /** The broadcast consumer's last stream sequence, to resume after it when it must be made again. */
  lastSequence: number;
  ephemeral?: string;
  /** Ids of the events this process handled (or parked), so one delivered again is only acknowledged. */
  handled: LRUCache<string, true>;
}

/**
 * JetStream: events survive restarts; durable consumers get each event at least once; msgID dedups publishes.
 * Every consumer has max_deliver and a backoff; an event that failed its last delivery is parked and terminated.
 */
export class NatsBus implements EventBus {
  readonly kind = 'nats' as const;
  private closing = false;
  private readonly subscriptions: Subscription<Subject>[] = [];

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly logger: Logger,
    private readonly settings: EventSettings,
  ) {}

  static async connect(
    url: string,
    logger: Logger,
    name = 'shop',
    settings: EventSettings = eventSettingsFromEnv(),
  ): Promise<NatsBus> {
    // No async traces: nats.js otherwise makes two Errors, with their stacks, for every publish's acknowledgement
    // (a timeout and a request context), about a third of the client's CPU per publish (README, Events).
    const nc = await connect({
      servers: url,
      name,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      noAsyncTraces: true,
    });
    const jsm = await jetstreamManager(nc);
    const config = streamConfig(settings.stream);
    try {
      await jsm.streams.info(STREAM);
      await jsm.streams.update(STREAM, config);
    } catch {
      await jsm.streams.add({ name: STREAM, ...config });
    }
    return new NatsBus(nc, jetstream(nc), jsm, logger, settings);
  }

  async publish<S extends Subject>(subject: S, data: EventData<S>, options?: { id?: string }) {
    await this.publishEnvelope(makeEnvelope(subject, data, options?.id));
  }

  async publishEnvelope(envelope: EventEnvelope): Promise<void> {
    await this.js.publish(envelope.subject, JSON.stringify(envelope), { msgID: envelope.id, timeout: 3000 });
  }

  async subscribe<S extends Subject>(subject: S, handler: EventHandler<S>, options?: BatchSubscribeOptions<S>) {
    const subscription: Subscription<S> = {
      subject,
      handler,
      options,
      consumer: consumerName(subject, options),
      lastSequence: 0,
      handled: new LRUCache({ max: HANDLED_KEPT }),
    };
    // The first consumer is made here, so events published after subscribe() resolves are not missed.
    const consumer = await this.consumerOf(subscription);
    if (options?.durable) this.parkUnacknowledged(subscription, durableName(options.durable, subject));
    this.subscriptions.push(subscription as unknown as Subscription<Subject>);
    void this.consumeLoop(subscription, consumer);
  }

  healthy() {
    return !this.nc.isClosed() && this.nc.info !== undefined && !this.closing;
  }

  async close() {
    this.closing = true;
    for (const { ephemeral } of this.subscriptions)
      if (ephemeral) await this.jsm.consumers.delete(STREAM, ephemeral).catch(() => undefined);
    await this.nc.drain().catch(() => undefined);
  }

  /** max_deliver and backoff (JetStream's own redelivery schedule, also for an event never acknowledged). */
  private redeliveryConfig() {
    const { maxDeliver, backoffMs } = this.settings.redelivery;
    return backoffMs.length
      ? { max_deliver: maxDeliver, backoff: backoffMs.map(nanos) }
      : { max_deliver: maxDeliver, backoff: [], ack_wait: nanos(DEFAULT_ACK_WAIT_MS) };
  }

  /**
   * Parks an event whose last delivery no replica acknowledged (it died or lost NATS while handling it), which
   * JetStream drops with an advisory. One replica of the durable takes each advisory (a queue group).
   */
  private parkUnacknowledged<S extends Subject>(subscription: Subscription<S>, natsName: string) {
    const { subject, options, consumer } = subscription;
    this.nc.subscribe(maxDeliveriesAdvisory(natsName), {
      queue: natsName,
      callback: (error, advisory) => {
        if (error) return;
        void (async () => {
          const { stream_seq, deliveries } = advisory.json<{ stream_seq: number; deliveries: number }>();
          const stored = await this.jsm.streams.getMessage(STREAM, { seq: stream_seq });
          if (!stored) return;
          const event = parseEnvelope(subject, stored.json());
          const reason = new Error('not acknowledged within its last delivery (the consumer stopped while at it)');
          await parkEvent(this.logger, options, { consumer, event, error: reason, deliveries });
        })().catch((err) => this.logger.error({ err, subject, consumer }, 'could not park an unacknowledged event'));
      },
    });
  }

  /** Makes the consumer, or brings an existing durable's redelivery settings up to date. */
  private async consumerOf<S extends Subject>(subscription: Subscription<S>): Promise<Consumer> {
    const { subject, options } = subscription;
    const config: Partial<ConsumerConfig> = {
      filter_subject: subject,
      ack_policy: AckPolicy.Explicit,
      ...this.redeliveryConfig(),
    };
    if (options?.durable) {
      const name = durableName(options.durable, subject);
      const exists = await this.jsm.consumers.info(STREAM, name).then(
        () => true,
        () => false,
      );
      if (exists) await this.jsm.consumers.update(STREAM, name, this.redeliveryConfig());
      else {
        const deliver_policy = options.fromNow ? DeliverPolicy.New : DeliverPolicy.All;
        await this.jsm.consumers.add(STREAM, { ...config, durable_name: name, deliver_policy });
      }
      return this.js.consumers.get(STREAM, name);
    }
    const start = subscription.lastSequence
      ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: subscription.lastSequence + 1 }
      : { deliver_policy: DeliverPolicy.New };
    const info = await this.jsm.consumers.add(STREAM, {
      ...config,
      ...start,
      inactive_threshold: nanos(BROADCAST_IDLE_MS),
    });
    subscription.ephemeral = info.name;
    return this.js.consumers.get(STREAM, info.name);
  }

  private async consumeLoop<S extends Subject>(subscription: Subscription<S>, first: Consumer) {
    let consumer: Consumer | undefined = first;
    while (!this.closing) {
      try {
        consumer ??= await this.consumerOf(subscription);
        const messages = await consumer.consume({ max_messages: MAX_WAITING, abort_on_missing_resource: true });
        if (subscription.options?.batch) await this.consumeInBatches(subscription, messages);
        else for await (const message of messages) await this.handle(subscription, message);
      } catch (error) {
        if (this.closing) return;
        this.logger.warn({ err: error, subject: subscription.subject }, 'event consumer interrupted; resuming');
      }
      // Made again on the next turn: a broadcast consumer may have been removed while this process was away.
      consumer = undefined;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS).unref());
    }
  }

  /**
   * Reads messages as they come and hands whatever is waiting to the batch handler in one go: under load many,
   * when quiet one at a time as before. The reading stops while MAX_WAITING are waiting.
   */
  private async consumeInBatches<S extends Subject>(subscription: Subscription<S>, messages: ConsumerMessages) {
    const waiting: JsMsg[] = [];
    let wake: (() => void) | undefined;
    let taken: (() => void) | undefined;
    let ended = false;
    const reading = (async () => {
      try {
        for await (const message of messages) {
          waiting.push(message);
          wake?.();
          if (waiting.length >= MAX_WAITING) await new Promise<void>((resolve) => (taken = resolve));
        }
      } finally {
        ended = true;
        wake?.();
      }
    })();
    // Its failure (the consumer was removed) is thrown below, once the batch at work is done.
    reading.catch(() => undefined);
    // The events waiting behind a batch at work are not redelivered meanwhile either.
    const waitingToo = this.keepWorking(waiting);
    try {
      while (waiting.length || !ended) {
        if (!waiting.length) {
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
          continue;
        }
        const batch = waiting.splice(0, MAX_WAITING);
        taken?.();
        taken = undefined;
        await this.handleBatch(subscription, batch);
      }
    } finally {
      clearInterval(waitingToo);
    }
    await reading;
  }

  /** One batch handler call for the readable events; if it fails, each goes to the handler on its own. */
  private async handleBatch<S extends Subject>(subscription: Subscription<S>, batch: JsMsg[]) {
    const readable = batch.flatMap((message) => {
      const event = this.readEvent(subscription, message);
      return event ? [{ message, event }] : [];
    });
    if (readable.length < 2) {
      for (const { message, event } of readable) await this.handleEvent(subscription, message, event);
      return;
    }
    const working = this.keepWorking(readable.map((r) => r.message));
    try {
      await subscription.options!.batch!(readable.map((r) => r.event));
      for (const { message, event } of readable) this.acknowledge(subscription, message, event);
      return;
    } catch (error) {
      const { subject, consumer } = subscription;
      this.logger.warn({ err: error, subject, consumer, events: readable.length }, 'batch failed; one at a time');
    } finally {
      clearInterval(working);
    }
    for (const { message, event } of readable) await this.handleEvent(subscription, message, event);
  }

  /** The message's event; an unreadable one is dropped (terminated) here, one handled already acknowledged. */
  private readEvent<S extends Subject>(subscription: Subscription<S>, message: JsMsg): EventEnvelope<S> | undefined {
    const { subject, consumer } = subscription;
    subscription.lastSequence = message.info.streamSequence;
    let event: EventEnvelope<S>;
    try {
      event = parseEnvelope(subject, message.json());
    } catch (error) {
      this.logger.error({ err: error, subject, consumer, body: message.string() }, 'unreadable event dropped');
      message.term();
      return undefined;
    }
    if (!subscription.handled.has(event.id)) return event;
    this.logger.debug({ subject, consumer, eventId: event.id }, 'event delivered again after it was handled');
    message.ack();
    return undefined;
  }

  /** A handler still at work says so, so JetStream does not deliver its events again meanwhile (the list may change). */
  private keepWorking(messages: JsMsg[]) {
    return setInterval(() => {
      for (const message of messages)
        try {
          message.working();
        } catch {
          // The connection is gone: JetStream delivers the event again once its ack wait is over.
        }
    }, this.workingEveryMs());
  }

  private async handle<S extends Subject>(subscription: Subscription<S>, message: JsMsg) {
    const event = this.readEvent(subscription, message);
    if (event) await this.handleEvent(subscription, message, event);
  }

  private async handleEvent<S extends Subject>(subscription: Subscription<S>, message: JsMsg, event: EventEnvelope<S>) {
    const { subject, handler, options, consumer } = subscription;
    const working = this.keepWorking([message]);
    try {
      await handler(event);
      this.acknowledge(subscription, message, event);
    } catch (error) {
      const deliveries = message.info.deliveryCount;
      if (deliveries < this.settings.redelivery.maxDeliver) {
        this.logger.warn({ err: error, subject, eventId: event.id, consumer, deliveries }, 'event handler failed');
        message.nak(retryDelayMs(this.settings.redelivery, deliveries));
        return;
      }
      await parkEvent(this.logger, options, { consumer, event, error, deliveries });
      subscription.handled.set(event.id, true);
      // No reason text: servers before 2.10 take "+TERM <reason>" for no acknowledgement at all.
      message.term();
    } finally {
      clearInterval(working);
    }
  }

  private acknowledge<S extends Subject>(subscription: Subscription<S>, message: JsMsg, event: EventEnvelope<S>) {
    subscription.handled.set(event.id, true);
    message.ack();
  }

  private workingEveryMs() {
    return Math.max(250, Math.min(DEFAULT_ACK_WAIT_MS, ...this.settings.redelivery.backoffMs) / 2);
  }
}
