import { randomUUID } from 'node:crypto';
import { eventSchemas, type EventData, type EventEnvelope, type Subject } from './schemas';

export type EventHandler<S extends Subject> = (event: EventEnvelope<S>) => Promise<void> | void;

export interface SubscribeOptions {
  /** Replicas sharing a durable name split the events between them; without one every instance gets each event. */
  durable?: string;
}

export interface EventBus {
  readonly kind: 'nats' | 'memory';
  publish<S extends Subject>(subject: S, data: EventData<S>, options?: { id?: string }): Promise<void>;
  /** Publishes an envelope made earlier (the outbox relay), keeping its id for deduplication. */
  publishEnvelope(envelope: EventEnvelope): Promise<void>;
  subscribe<S extends Subject>(subject: S, handler: EventHandler<S>, options?: SubscribeOptions): Promise<void>;
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
