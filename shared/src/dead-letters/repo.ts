import type { Queryable } from '../db';
import type { ParkedEvent } from '../events/bus';
import type { EventEnvelope } from '../events/schemas';

/** A parked event as an admin sees it. */
export interface DeadLetter {
  id: string;
  consumer: string;
  subject: string;
  eventId: string;
  envelope: EventEnvelope;
  error: string;
  deliveries: number;
  replays: number;
  parkedAt: Date;
  replayRequestedAt: Date | null;
}

const COLUMNS = `id::text, consumer, subject, event_id AS "eventId", envelope, error, deliveries, replays,
  parked_at AS "parkedAt", replay_requested_at AS "replayRequestedAt"`;

/** Keeps an event that failed its last delivery; parked again, it counts as new (its error and time replaced). */
export async function parkDeadLetter(db: Queryable, parked: ParkedEvent): Promise<void> {
  await db.query(
    `INSERT INTO dead_letters (consumer, subject, event_id, envelope, error, deliveries) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (consumer, event_id) DO UPDATE SET error = EXCLUDED.error, deliveries = EXCLUDED.deliveries,
       parked_at = now(), replay_requested_at = NULL`,
    [parked.consumer, parked.event.subject, parked.event.id, parked.event, parked.error, parked.deliveries],
  );
}

export async function listDeadLetters(db: Queryable, limit = 100): Promise<DeadLetter[]> {
  const { rows } = await db.query<DeadLetter>(`SELECT ${COLUMNS} FROM dead_letters ORDER BY id LIMIT $1`, [limit]);
  return rows;
}

/** Asks the running service to hand these events (all when ids is empty) to their consumers again. */
export async function requestReplay(db: Queryable, ids: string[]): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE dead_letters SET replay_requested_at = now()
     WHERE replay_requested_at IS NULL AND (cardinality($1::bigint[]) = 0 OR id = ANY($1::bigint[]))`,
    [ids],
  );
  return rowCount ?? 0;
}

export async function dropDeadLetters(db: Queryable, ids: string[]): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM dead_letters WHERE id = ANY($1::bigint[])', [ids]);
  return rowCount ?? 0;
}

/** One event waiting for its replay, locked for this transaction so that one replica replays it. */
export async function lockReplay(db: Queryable, consumers: string[]): Promise<DeadLetter | undefined> {
  const { rows } = await db.query<DeadLetter>(
    `SELECT ${COLUMNS} FROM dead_letters WHERE replay_requested_at IS NOT NULL AND consumer = ANY($1)
     ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [consumers],
  );
  return rows[0];
}

export async function replayDone(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM dead_letters WHERE id = $1', [id]);
}

export async function replayFailed(db: Queryable, id: string, error: string): Promise<void> {
  await db.query(
    'UPDATE dead_letters SET replay_requested_at = NULL, replays = replays + 1, error = $2 WHERE id = $1',
    [id, error],
  );
}
