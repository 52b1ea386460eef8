import type { Queryable } from '@shop/shared';

export type MessengerChannel = 'telegram' | 'viber';

export interface Notification {
  id: string;
  channel: MessengerChannel;
  chat_id: string;
  text: string;
  attempts: number;
}

export const MAX_ATTEMPTS = 8;

/** A message to queue, in the notifications table's own names. */
export interface QueuedMessage {
  channel: MessengerChannel;
  chat_id: string;
  text: string;
}

/** An event to mark consumed, with the messages it makes. */
export interface EventMessages {
  eventId: string;
  messages: QueuedMessage[];
}

const CLAIM_AND_QUEUE = {
  name: 'identity-claim-and-queue',
  text: `WITH e AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS e(event_id text, messages jsonb)),
     claimed AS (INSERT INTO processed_events (event_id) SELECT event_id FROM e ON CONFLICT DO NOTHING RETURNING event_id),
     queued AS (INSERT INTO notifications (channel, chat_id, text)
       SELECT m.channel, m.chat_id, m.text
       FROM claimed JOIN e USING (event_id), jsonb_to_recordset(e.messages) AS m(channel text, chat_id text, text text)
       RETURNING id)
     SELECT count(*)::int AS queued FROM queued`,
};

/**
 * Marks the events consumed and queues their messages in one prepared statement (so atomically, one commit for
 * many events); the number of messages queued, none for an event consumed before (a repeated id counts once).
 */
export async function claimAndQueueAll(db: Queryable, events: EventMessages[]): Promise<number> {
  const unique = [...new Map(events.map((e) => [e.eventId, e])).values()];
  const rows = unique.map((e) => ({ event_id: e.eventId, messages: e.messages }));
  const { rows: result } = await db.query<{ queued: number }>({ ...CLAIM_AND_QUEUE, values: [JSON.stringify(rows)] });
  return result[0].queued;
}

/** Marks one event consumed and queues its messages; 0 when it was consumed before. */
export function claimAndQueue(db: Queryable, eventId: string, messages: QueuedMessage[]): Promise<number> {
  return claimAndQueueAll(db, [{ eventId, messages }]);
}

/** Leases due messages for a minute so another replica does not send them meanwhile. */
export async function leaseDue(db: Queryable, limit = 20): Promise<Notification[]> {
  const { rows } = await db.query<Notification>(
    `UPDATE notifications SET attempts = attempts + 1, next_attempt_at = now() + interval '1 minute'
     WHERE id IN (SELECT id FROM notifications WHERE sent_at IS NULL AND next_attempt_at <= now() AND attempts < $1
                  ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING id, channel, chat_id, text, attempts`,
    [MAX_ATTEMPTS, limit],
  );
  return rows;
}

export async function markSent(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE notifications SET sent_at = now(), last_error = NULL WHERE id = $1', [id]);
}

/** Backs off exponentially: 2, 4, 8 ... seconds. */
export async function markFailed(db: Queryable, id: string, attempts: number, error: string): Promise<void> {
  await db.query(
    'UPDATE notifications SET last_error = $2, next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1',
    [id, error.slice(0, 500), 2 ** attempts],
  );
}
