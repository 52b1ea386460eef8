import type { Logger } from '../logger';
import type { ParkedEvent, SubscribeOptions } from './bus';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * After the last failed delivery: one error line naming the event, then the subscriber's park() keeps it for an
 * admin. Answers false when parking failed (the event then lives on only in this log line and the stream).
 */
export async function parkEvent(
  logger: Logger,
  options: SubscribeOptions | undefined,
  parked: Omit<ParkedEvent, 'error'> & { error: unknown },
): Promise<boolean> {
  const entry: ParkedEvent = { ...parked, error: errorText(parked.error) };
  const { consumer, event, deliveries, error } = entry;
  logger.error(
    { subject: event.subject, eventId: event.id, consumer, deliveries, error, parked: Boolean(options?.park) },
    `event ${event.subject} ${event.id} parked by consumer ${consumer} after ${deliveries} failed deliveries: ${error}`,
  );
  if (!options?.park) {
    logger.error({ event }, 'no dead-letter store for this consumer: the event is kept only in this log line');
    return true;
  }
  try {
    await options.park(entry);
    return true;
  } catch (err) {
    logger.error({ err, event }, `could not park event ${event.id}`);
    return false;
  }
}
