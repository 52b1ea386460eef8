import { makeEnvelope, type EventBus, type EventHandler, type SubscribeOptions } from './bus';
import { parseEnvelope, type EventEnvelope, type Subject } from './schemas';

type Entry = { subject: Subject; handler: EventHandler<Subject>; durable?: string };

const RETRY_MS = 1000;
const MAX_ATTEMPTS = 5;

/** The single-process bus: delivers asynchronously, retries a failed handler a few times. */
export class MemoryBus implements EventBus {
  readonly kind = 'memory' as const;
  private entries: Entry[] = [];
  private closed = false;

  async publish<S extends Subject>(subject: S, data: Parameters<EventBus['publish']>[1], options?: { id?: string }) {
    await this.publishEnvelope(makeEnvelope(subject, data as never, options?.id));
  }

  async publishEnvelope(envelope: EventEnvelope): Promise<void> {
    const seenDurables = new Set<string>();
    for (const entry of this.entries) {
      if (entry.subject !== envelope.subject) continue;
      if (entry.durable) {
        if (seenDurables.has(entry.durable)) continue;
        seenDurables.add(entry.durable);
      }
      const event = parseEnvelope(entry.subject, JSON.parse(JSON.stringify(envelope)));
      setImmediate(() => this.deliver(entry, event, 1));
    }
  }

  async subscribe<S extends Subject>(subject: S, handler: EventHandler<S>, options?: SubscribeOptions) {
    this.entries.push({ subject, handler: handler as EventHandler<Subject>, durable: options?.durable });
  }

  healthy() {
    return !this.closed;
  }

  async close() {
    this.closed = true;
    this.entries = [];
  }

  private async deliver(entry: Entry, event: EventEnvelope, attempt: number): Promise<void> {
    if (this.closed) return;
    try {
      await entry.handler(event);
    } catch {
      if (attempt < MAX_ATTEMPTS) setTimeout(() => void this.deliver(entry, event, attempt + 1), RETRY_MS).unref();
    }
  }
}
