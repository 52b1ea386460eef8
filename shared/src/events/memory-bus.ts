import { createLogger, type Logger } from '../logger';
import { consumerName, makeEnvelope, type EventBus, type EventHandler, type SubscribeOptions } from './bus';
import { parkEvent } from './parking';
import { parseEnvelope, type EventEnvelope, type Subject } from './schemas';
import { eventSettingsFromEnv, retryDelayMs, type RedeliveryPolicy } from './settings';

type Entry = { subject: Subject; handler: EventHandler<Subject>; options?: SubscribeOptions };

/**
 * The single-process bus: delivers asynchronously and retries a failed handler on the same schedule as the
 * JetStream consumers (EVENT_MAX_DELIVER, EVENT_BACKOFF_SECONDS), then parks the event.
 */
export class MemoryBus implements EventBus {
  readonly kind = 'memory' as const;
  private entries: Entry[] = [];
  private closed = false;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly policy: RedeliveryPolicy = eventSettingsFromEnv().redelivery,
    private readonly logger: Logger = createLogger('bus'),
  ) {}

  async publish<S extends Subject>(subject: S, data: Parameters<EventBus['publish']>[1], options?: { id?: string }) {
    await this.publishEnvelope(makeEnvelope(subject, data as never, options?.id));
  }

  async publishEnvelope(envelope: EventEnvelope): Promise<void> {
    const seenDurables = new Set<string>();
    for (const entry of this.entries) {
      if (entry.subject !== envelope.subject) continue;
      const durable = entry.options?.durable;
      if (durable) {
        if (seenDurables.has(durable)) continue;
        seenDurables.add(durable);
      }
      const event = parseEnvelope(entry.subject, JSON.parse(JSON.stringify(envelope)));
      setImmediate(() => void this.deliver(entry, event, 1));
    }
  }

  async subscribe<S extends Subject>(subject: S, handler: EventHandler<S>, options?: SubscribeOptions) {
    this.entries.push({ subject, handler: handler as EventHandler<Subject>, options });
  }

  healthy() {
    return !this.closed;
  }

  async close() {
    this.closed = true;
    this.entries = [];
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async deliver(entry: Entry, event: EventEnvelope, delivery: number): Promise<void> {
    if (this.closed) return;
    try {
      await entry.handler(event);
    } catch (error) {
      if (this.closed) return;
      if (delivery >= this.policy.maxDeliver) {
        const consumer = consumerName(entry.subject, entry.options);
        await parkEvent(this.logger, entry.options, { consumer, event, error, deliveries: delivery });
        return;
      }
      this.logger.warn({ err: error, subject: event.subject, eventId: event.id, delivery }, 'event handler failed');
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          void this.deliver(entry, event, delivery + 1);
        },
        retryDelayMs(this.policy, delivery),
      );
      timer.unref();
      this.timers.add(timer);
    }
  }
}
