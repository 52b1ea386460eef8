import type { Logger } from './logger';
import type { Pool, Queryable } from './db';
import { makeEnvelope, type EventBus } from './events/bus';
import type { EventData, EventEnvelope, Subject } from './events/schemas';

/** Records an event in the same transaction as the change it announces. */
export async function addToOutbox<S extends Subject>(
  db: Queryable,
  subject: S,
  data: EventData<S>,
): Promise<EventEnvelope<S>> {
  const envelope = makeEnvelope(subject, data);
  await db.query('INSERT INTO outbox (id, subject, envelope) VALUES ($1, $2, $3)', [envelope.id, subject, envelope]);
  return envelope;
}

export interface OutboxRelay {
  /** Publish soon, without waiting for the next poll. */
  kick(): void;
  /**
   * Publishes rows their writer stored claimed (WRITER_CLAIM) and has just committed, from memory: no claim
   * statement reads them back. A row it cannot publish goes back to the relay's claims at once.
   */
  publishStored(envelopes: EventEnvelope[]): void;
  /** Publishes the stored rows handed over and not yet published, and stops. */
  stop(): Promise<void>;
}

const BATCH = 100;
/**
 * How long a relay owns the rows it claimed while it publishes them: a relay that died meanwhile leaves them to
 * the next one after this. Shorter than the stream's 2-minute duplicate window, so the second publish is dropped.
 */
const CLAIM_SECONDS = 30;

/**
 * What a writer that publishes its rows itself (publishStored) puts in their claimed_until: no claim takes them
 * unless the writer stopped before publishing them, when the next relay's claim does, this long after.
 */
export const WRITER_CLAIM = `clock_timestamp() + make_interval(secs => ${CLAIM_SECONDS})`;

type Claimed = { id: string; envelope: EventEnvelope; created_at: Date };

/**
 * A claim from the cursor passes over rows committed this long after their created_at; the next full claim takes
 * them, at most FULL_CLAIM_MS later.
 */
const LATE_COMMIT_MS = 1000;
const FULL_CLAIM_MS = 1000;

/**
 * Prepared once per connection: the relay runs it every poll and after every kick of a busy service. Rows created
 * after $1 only: the index of unpublished rows keeps an entry of every published row until the table is vacuumed
 * (about once a minute), and a claim from the oldest walked over all of them, thousands a claim under load.
 */
const CLAIM = {
  name: 'outbox-claim',
  text: `WITH claimed AS (
       UPDATE outbox SET claimed_until = clock_timestamp() + make_interval(secs => ${CLAIM_SECONDS})
       WHERE id IN (SELECT id FROM outbox WHERE published_at IS NULL AND created_at > $1
                      AND (claimed_until IS NULL OR claimed_until < now())
                    ORDER BY created_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING id, envelope, created_at)
     SELECT id, envelope, created_at FROM claimed ORDER BY created_at, id`,
};
const MARK = {
  name: 'outbox-mark',
  text: `UPDATE outbox SET published_at = CASE WHEN id = ANY($1) THEN now() END, claimed_until = NULL
     WHERE id = ANY($2)`,
};

/**
 * Where claims start: after the rows this relay claimed last (less LATE_COMMIT_MS), and from the oldest row
 * once every FULL_CLAIM_MS, so a row whose transaction committed late, or whose claim a dead relay left, is
 * still taken.
 */
class ClaimCursor {
  private after = 0;
  private fullAt = 0;

  from(): Date | string {
    if (Date.now() - this.fullAt < FULL_CLAIM_MS) return new Date(this.after - LATE_COMMIT_MS);
    this.fullAt = Date.now();
    return '-infinity';
  }

  claimed(rows: Claimed[]): void {
    if (rows.length) this.after = Math.max(this.after, rows[rows.length - 1].created_at.getTime());
  }
}

/** Takes up to a batch of unpublished rows no other relay holds, in one short statement (no open transaction). */
async function claimBatch(pool: Pool, cursor: ClaimCursor): Promise<Claimed[]> {
  const { rows } = await pool.query<Claimed>({ ...CLAIM, values: [cursor.from()] });
  cursor.claimed(rows);
  return rows;
}

/** Publishes a batch concurrently (one connection keeps their order on the wire); answers the ids that were taken. */
async function publishAll(bus: EventBus, rows: Pick<Claimed, 'id' | 'envelope'>[], logger: Logger) {
  const results = await Promise.allSettled(rows.map((row) => bus.publishEnvelope(row.envelope)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) logger.warn({ err: failed.reason }, 'outbox publish failed; will retry');
  return rows.filter((_, i) => results[i].status === 'fulfilled').map((row) => row.id);
}

/**
 * The rows writers handed over (publishStored), gathered for `delayMs` as kicks are and published together; the
 * publishes under way are kept so that stopping waits for them.
 */
class StoredRows {
  private waiting: EventEnvelope[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly underWay = new Set<Promise<void>>();

  constructor(
    private readonly delayMs: number,
    private readonly publish: (envelopes: EventEnvelope[]) => Promise<void>,
  ) {}

  add(envelopes: EventEnvelope[]): void {
    this.waiting.push(...envelopes);
    this.timer ??= setTimeout(() => void this.flush(), this.delayMs);
  }

  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const envelopes = this.waiting.splice(0);
    if (envelopes.length) {
      const publishing = this.publish(envelopes).finally(() => this.underWay.delete(publishing));
      this.underWay.add(publishing);
    }
    await Promise.all(this.underWay);
  }
}

/**
 * Publishes unpublished outbox rows, up to 100 at a time; the event id is the bus's dedup key, so a retry never
 * duplicates. Rows are claimed in one statement and marked in another: no row lock, transaction or pooled
 * connection is held while the bus publishes, so a slow or stalled NATS never holds up the writes that fill the
 * outbox. `kickDelayMs` gathers the kicks of that many milliseconds into one batch (busy services).
 */
export function startOutboxRelay(
  pool: Pool,
  bus: EventBus,
  logger: Logger,
  pollMs = 500,
  kickDelayMs = 0,
): OutboxRelay {
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let kicked: NodeJS.Timeout | undefined;
  let again = false;
  const cursor = new ClaimCursor();

  /** Publishes the rows and marks them: published, or free for the next claim. */
  const publishAndMark = async (rows: Pick<Claimed, 'id' | 'envelope'>[]) => {
    const published = await publishAll(bus, rows, logger);
    await pool.query({ ...MARK, values: [published, rows.map((row) => row.id)] });
    return published.length === rows.length;
  };

  const relayBatch = async () => {
    try {
      const rows = await claimBatch(pool, cursor);
      if (!rows.length) return false;
      return (await publishAndMark(rows)) && rows.length === BATCH;
    } catch (error) {
      logger.warn({ err: error }, 'outbox relay failed; will retry');
      return false;
    }
  };

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      while (!stopped && (await relayBatch().catch(() => false)));
    })().finally(() => {
      running = undefined;
      if (stopped) return;
      timer = setTimeout(run, again ? kickDelayMs : pollMs);
      again = false;
    });
  };
  const stored = new StoredRows(kickDelayMs, async (envelopes) => {
    const rows = envelopes.map((envelope) => ({ id: envelope.id, envelope }));
    const all = await publishAndMark(rows).catch((error: unknown) => {
      logger.warn({ err: error }, 'outbox publish of stored rows failed; the relay takes them');
      return false;
    });
    if (!all) run();
  });

  run();
  return {
    kick: () => {
      if (!kicked && !stopped)
        kicked = setTimeout(() => {
          kicked = undefined;
          run();
        }, kickDelayMs);
    },
    publishStored: (envelopes) => stored.add(envelopes),
    stop: async () => {
      await stored.flush();
      stopped = true;
      clearTimeout(timer);
      clearTimeout(kicked);
      await running;
    },
  };
}

/** Runs a consumer's work once per event id, whatever the number of deliveries. */
export async function handleOnce(
  pool: Pool,
  eventId: string,
  work: (db: Queryable) => Promise<void>,
): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const inserted = await client.query('INSERT INTO processed_events (event_id) VALUES ($1) ON CONFLICT DO NOTHING', [
      eventId,
    ]);
    if (inserted.rowCount === 0) {
      await client.query('ROLLBACK');
      return false;
    }
    await work(client);
    await client.query('COMMIT');
    return true;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
