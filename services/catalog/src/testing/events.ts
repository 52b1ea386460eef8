import type { EventBus, EventEnvelope, Subject } from '@shop/shared';

/**
 * Subscribes now; wait() resolves with the first event on `subject` that `match` accepts
 * (other test runs may publish on the same NATS stream).
 */
export async function listen<S extends Subject>(bus: EventBus, subject: S, match: (e: EventEnvelope<S>) => boolean) {
  const seen: EventEnvelope<S>[] = [];
  await bus.subscribe(subject, (e) => void seen.push(e));
  return {
    async wait(timeoutMs = 10_000): Promise<EventEnvelope<S>> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = seen.find(match);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no matching ${subject} event`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
}
