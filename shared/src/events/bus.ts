import { randomUUID } from 'node:crypto';
import { eventSchemas, type EventData, type EventEnvelope, type Subject } from './schemas';

export type EventHandler<S extends Subject> = (event: EventEnvelope<S>) => Promise<void> | void;
/** Handles several events at once, e.g. records them all in one statement; all or none. */
export type BatchHandler<S extends Subject> = (events: EventEnvelope<S>[]) => Promise<void>;

/** An event whose every delivery failed, handed to the subscriber's park(). */
export interface ParkedEvent {
  consumer: string;
  event: EventEnvelope;
  error: string;
  deliveries: number;
}

export interface SubscribeOptions {
  /** Replicas sharing a durable name split the events between them; without one every instance gets each event. */
  durable?: string;
  /** The consumer's name in logs and dead letters (default: from the durable name or the subject). */
  name?: string;
  /** Keeps an event that failed its last delivery (a dead-letter table); without it the event is only logged. */
  park?: (parked: ParkedEvent) => Promise<void>;
  /** A durable consumer made for the first time starts at the events published from then on, not the stream's past. */
  fromNow?: boolean;
}

/** A subscription's options, with a handler for the events that arrive together. */
export interface BatchSubscribeOptions<S extends Subject> extends SubscribeOptions {
  /**
   * Called instead of the handler with the events already waiting (JetStream: up to 64, in order), so a busy
   * consumer does one statement and one commit for many. When it fails, each of them goes to the handler on its
   * own, so a bad event is retried and parked alone. The in-process bus and replays use only the handler.
   */
  batch?: BatchHandler<S>;
}

/** The consumer's name: the JetStream durable's own, or the subject's for a broadcast subscription. */
export function consumerName(subject: Subject, options?: SubscribeOptions): string {
  if (options?.name) return options.name;
  const base = subject.replace(/\./g, '_');
  return options?.durable ? `${options.durable}-${base}` : `broadcast-${base}`;
}

export interface EventBus {
  readonly kind: 'nats' | 'memory';
  publish<S extends Subject>(subject: S, data: EventData<S>, options?: { id?: string }): Promise<void>;
  /** Publishes an envelope made earlier (the outbox relay), keeping its id for deduplication. */
  publishEnvelope(envelope: EventEnvelope): Promise<void>;
  subscribe<S extends Subject>(subject: S, handler: EventHandler<S>, options?: BatchSubscribeOptions<S>): Promise<void>;
  healthy(): boolean;
  close(): Promise<void>;
}

export function makeEnvelope<S extends Subject>(
  subject: S,
  data: EventData<S>,
  id: string = randomUUID(),
): EventEnvelope<S> {
  const parsed = eventSchemas[subject].parse(data) as EventData<S>;
  return { id, subject, time: new Date().toISOString(), version: 1, data: parsed };
}
