import { withTransaction, type Pool } from '../db';
import { consumerName, type BatchSubscribeOptions, type EventBus, type EventHandler } from '../events/bus';
import { parseEnvelope, type EventData, type EventEnvelope, type Subject } from '../events/schemas';
import type { Logger } from '../logger';
import { lockReplay, parkDeadLetter, replayDone, replayFailed } from './repo';

/**
 * A service's view of the bus: what its consumers cannot handle after the last delivery is parked in the
 * service's own dead_letters table, and an admin's replay request hands it to the same handler again.
 */
export class DeadLetterBus implements EventBus {
  private readonly handlers = new Map<string, EventHandler<Subject>>();

  constructor(
    private readonly bus: EventBus,
    private readonly pool: Pool,
    private readonly logger: Logger,
  ) {}

  get kind() {
    return this.bus.kind;
  }

  publish<S extends Subject>(subject: S, data: EventData<S>, options?: { id?: string }) {
    return this.bus.publish(subject, data, options);
  }

  publishEnvelope(envelope: EventEnvelope) {
    return this.bus.publishEnvelope(envelope);
  }

  async subscribe<S extends Subject>(subject: S, handler: EventHandler<S>, options?: BatchSubscribeOptions<S>) {
    const base = consumerName(subject, options);
    let name = base;
    for (let n = 2; this.handlers.has(name); n++) name = `${base}-${n}`;
    this.handlers.set(name, handler as EventHandler<Subject>);
    const park = options?.park ?? ((parked) => parkDeadLetter(this.pool, parked));
    await this.bus.subscribe(subject, handler, { ...options, name, park });
  }

  healthy() {
    return this.bus.healthy();
  }

  close() {
    return this.bus.close();
  }

  /** Replays, one at a time, the parked events of this service's consumers that an admin asked for. */
  async replayRequested(): Promise<number> {
    let replayed = 0;
    while (await this.replayOne()) replayed++;
    return replayed;
  }

  private replayOne(): Promise<boolean> {
    return withTransaction(this.pool, async (db) => {
      const letter = await lockReplay(db, [...this.handlers.keys()]);
      if (!letter) return false;
      const log = { consumer: letter.consumer, subject: letter.subject, eventId: letter.eventId };
      try {
        await this.handlers.get(letter.consumer)!(parseEnvelope(letter.subject as Subject, letter.envelope));
        await replayDone(db, letter.id);
        this.logger.info(log, `parked event ${letter.eventId} replayed`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await replayFailed(db, letter.id, message.slice(0, 2000));
        this.logger.error({ ...log, error: message }, `parked event ${letter.eventId} failed its replay; still parked`);
      }
      return true;
    });
  }
}
