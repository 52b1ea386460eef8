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

/**
 * Marks the event consumed and queues its messages in one statement (so atomically); the number of messages
 * queued, 0 when the event was consumed before.
 */
export async function claimAndQueue(db: Queryable, eventId: string, messages: QueuedMessage[]): Promise<number> {
  const { rows } = await db.query<{ queued: number }>(
    `WITH claimed AS (INSERT INTO processed_events (event_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING event_id),
     queued AS (INSERT INTO notifications (channel, chat_id, text)
       SELECT m.channel, m.chat_id, m.text FROM claimed, jsonb_to_recordset($2::jsonb) AS m(channel text, chat_id text, text text)
       RETURNING id)
     SELECT count(*)::int AS queued FROM queued`,
    [eventId, JSON.stringify(messages)],
  );
  return rows[0].queued;
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
