import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPool, migrate, withTransaction, type Pool } from './db';
import { makeEnvelope } from './events/bus';
import { MemoryBus } from './events/memory-bus';
import type { EventEnvelope } from './events/schemas';
import { createLogger } from './logger';
import { addToOutbox, startOutboxRelay, WRITER_CLAIM, type OutboxRelay } from './outbox';
import { createTestDatabase } from './testing/db';

const logger = createLogger('test', 'silent');

describe('outbox relay', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: Pool;
  let relay: OutboxRelay | undefined;
  const bus = new MemoryBus();
  const seen: string[] = [];
  const noMigrations = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPool(db.url, 'relaytest');
    await migrate(pool, 'relaytest', noMigrations);
    await bus.subscribe('log.error', (e) => void seen.push(e.id));
  });
  afterEach(() => relay?.stop());
  afterAll(async () => {
    await pool.end();
    await db.drop();
    rmSync(noMigrations, { recursive: true, force: true });
  });

  const unpublished = async (ids: string[]) =>
    (await pool.query('SELECT count(*)::int AS n FROM outbox WHERE id = ANY($1) AND published_at IS NULL', [ids]))
      .rows[0].n as number;
  /** Delivered on the bus and marked in the outbox (the mark commits after the delivery). */
  const waitUntilPublished = async (ids: string[]) => {
    const end = Date.now() + 20_000;
    while (ids.some((id) => !seen.includes(id)) || (await unpublished(ids)) > 0) {
      if (Date.now() > end) throw new Error('not published');
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  /** Rows marked in one transaction share its now(): one distinct time per batch. */
  const batchesOf = async (ids: string[]) =>
    (await pool.query('SELECT count(DISTINCT published_at)::int AS n FROM outbox WHERE id = ANY($1)', [ids])).rows[0]
      .n as number;

  it('gathers the events kicked within the delay into one batch and publishes each once', async () => {
    relay = startOutboxRelay(pool, bus, logger, 60_000, 1000);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      ids.push((await addToOutbox(pool, 'log.error', { service: 'test', message: `m${i}` })).id);
      relay.kick();
    }
    await waitUntilPublished(ids);
    expect(await batchesOf(ids)).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.filter((id) => ids.includes(id))).toHaveLength(10);
  });

  it('publishes more than one batch of 100 at once, in order', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 150; i++)
      ids.push((await addToOutbox(pool, 'log.error', { service: 'test', message: `n${i}` })).id);
    relay = startOutboxRelay(pool, bus, logger, 60_000);
    await waitUntilPublished(ids);
    expect(await batchesOf(ids)).toBe(2);
    expect(seen.filter((id) => ids.includes(id))).toEqual(ids);
  });

  it('publishes a row whose transaction committed after newer rows were published', async () => {
    relay = startOutboxRelay(pool, bus, logger, 60_000);
    const late = await pool.connect();
    try {
      await late.query('BEGIN');
      const { id: lateId } = await addToOutbox(late, 'log.error', { service: 'test', message: 'late' });
      await new Promise((r) => setTimeout(r, 1500));
      const { id } = await addToOutbox(pool, 'log.error', { service: 'test', message: 'after it' });
      relay.kick();
      await waitUntilPublished([id]);
      await late.query('COMMIT');
      const until = Date.now() + 3000;
      while (Date.now() < until) {
        relay.kick();
        await new Promise((r) => setTimeout(r, 50));
      }
      await waitUntilPublished([lateId]);
    } finally {
      late.release();
    }
  });

  it('holds no transaction, row lock or connection while the bus publishes, so a stalled NATS stalls no writer', async () => {
    let release!: () => void;
    const stalled = new Promise<void>((resolve) => (release = resolve));
    let publishing = false;
    const stalledBus = new (class extends MemoryBus {
      override async publishEnvelope(envelope: EventEnvelope) {
        publishing = true;
        await stalled;
        await bus.publishEnvelope(envelope);
      }
    })();
    const { id } = await addToOutbox(pool, 'log.error', { service: 'test', message: 'stalled' });
    relay = startOutboxRelay(pool, stalledBus, logger, 60_000);
    const end = Date.now() + 10_000;
    while (!publishing && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(publishing).toBe(true);

    const openTransactions = await pool.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'",
    );
    expect(openTransactions.rows[0].n).toBe(0);
    // A writer touching the very row being published is not kept waiting.
    await withTransaction(pool, (db) => db.query('SELECT id FROM outbox WHERE id = $1 FOR UPDATE NOWAIT', [id]));
    expect(pool.totalCount - pool.idleCount).toBe(0);

    release();
    await waitUntilPublished([id]);
  });

  /** Rows as a writer that publishes them itself stores them: claimed by the writer from the start. */
  const storeClaimedByWriter = async (n: number, message: string) => {
    const envelopes = Array.from({ length: n }, (_, i) =>
      makeEnvelope('log.error', { service: 'test', message: `${message}${i}` }),
    );
    for (const envelope of envelopes)
      await pool.query(
        `INSERT INTO outbox (id, subject, envelope, claimed_until) VALUES ($1, $2, $3, ${WRITER_CLAIM})`,
        [envelope.id, envelope.subject, envelope],
      );
    return envelopes;
  };
  /** A bus that counts each event's publishes and refuses the first `failures` of them. */
  const countingBus = (failures = 0) => {
    const publishes = new Map<string, number>();
    let refused = 0;
    const counting = new (class extends MemoryBus {
      override async publishEnvelope(envelope: EventEnvelope) {
        publishes.set(envelope.id, (publishes.get(envelope.id) ?? 0) + 1);
        if (refused++ < failures) throw new Error('NATS is away');
        await bus.publishEnvelope(envelope);
      }
    })();
    return { counting, publishes };
  };

  it('publishes the rows their writer stored claimed from memory at once, each once, and its claims leave them', async () => {
    const { counting, publishes } = countingBus();
    relay = startOutboxRelay(pool, counting, logger, 50, 5);
    const stored = await storeClaimedByWriter(5, 'stored');
    const ids = stored.map((e) => e.id);
    relay.publishStored(stored);
    await waitUntilPublished(ids);
    await new Promise((r) => setTimeout(r, 300));
    expect(ids.map((id) => publishes.get(id))).toEqual([1, 1, 1, 1, 1]);
    expect(await batchesOf(ids)).toBe(1);
  });

  it('hands a stored row it could not publish back to the relay, which publishes it', async () => {
    const { counting, publishes } = countingBus(1);
    relay = startOutboxRelay(pool, counting, logger, 60_000, 5);
    const [refused] = await storeClaimedByWriter(1, 'refused');
    relay.publishStored([refused]);
    await waitUntilPublished([refused.id]);
    expect(publishes.get(refused.id)).toBe(2);
  });

  it('publishes a stored row whose writer stopped before publishing it, once the claim has run out', async () => {
    relay = startOutboxRelay(pool, bus, logger, 60_000, 5);
    const [orphan] = await storeClaimedByWriter(1, 'orphan');
    await new Promise((r) => setTimeout(r, 300));
    expect(await unpublished([orphan.id])).toBe(1);
    await pool.query("UPDATE outbox SET claimed_until = now() - interval '1 second' WHERE id = $1", [orphan.id]);
    relay.kick();
    await waitUntilPublished([orphan.id]);
  });

  it('waits for the stored rows it is publishing when it stops', async () => {
    relay = startOutboxRelay(pool, bus, logger, 60_000, 5);
    const stored = await storeClaimedByWriter(3, 'stopping');
    relay.publishStored(stored);
    await relay.stop();
    relay = undefined;
    expect(await unpublished(stored.map((e) => e.id))).toBe(0);
  });
});
