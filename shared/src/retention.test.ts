import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPool, migrate, type Pool } from './db';
import { MemoryBus } from './events/memory-bus';
import { pruneServiceTables, retentionFromEnv } from './retention';
import type { ServiceModule } from './service';
import { createTestDatabase } from './testing/db';
import { startTestService } from './testing/service';

const HOUR_MS = 3_600_000;

describe('retention of the event tables every service has', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: Pool;
  const noMigrations = mkdtempSync(path.join(os.tmpdir(), 'retention-'));

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPool(db.url, 'kept');
    await migrate(pool, 'kept', noMigrations);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
    rmSync(noMigrations, { recursive: true, force: true });
  });

  const ids = async (sql: string) => (await pool.query<{ id: string }>(sql)).rows.map((r) => r.id).sort();
  const outboxRow = (id: string, publishedHoursAgo: number | null, createdHoursAgo = 1000) =>
    pool.query(
      `INSERT INTO outbox (id, subject, envelope, created_at, published_at)
       VALUES ($1, 'log.error', '{}', now() - make_interval(hours => $2), now() - make_interval(hours => $3))`,
      [id, createdHoursAgo, publishedHoursAgo],
    );

  it('ties the processed event ids to the stream max age, and reads every setting from the environment', () => {
    expect(retentionFromEnv({})).toEqual({
      everyMs: 60 * 60_000,
      outboxMs: 24 * HOUR_MS,
      processedEventsMs: 168 * HOUR_MS,
      deadLettersMs: 30 * 24 * HOUR_MS,
      replayPollMs: 5000,
    });
    const env = {
      EVENT_STREAM_MAX_AGE_HOURS: '48',
      OUTBOX_KEEP_HOURS: '2',
      RETENTION_INTERVAL_MINUTES: '5',
      DEAD_LETTER_KEEP_DAYS: '7',
    };
    expect(retentionFromEnv(env)).toMatchObject({
      everyMs: 5 * 60_000,
      outboxMs: 2 * HOUR_MS,
      processedEventsMs: 48 * HOUR_MS,
      deadLettersMs: 7 * 24 * HOUR_MS,
    });
    expect(() => retentionFromEnv({ OUTBOX_KEEP_HOURS: 'soon' })).toThrow(/OUTBOX_KEEP_HOURS/);
  });

  it('prunes relayed outbox rows, consumed ids older than the stream keeps events, and old dead letters', async () => {
    await outboxRow('relayed-long-ago', 30);
    await outboxRow('relayed-lately', 1);
    await outboxRow('never-relayed', null);
    await pool.query(
      `INSERT INTO processed_events (event_id, processed_at) VALUES
         ('older-than-stream', now() - interval '49 hours'), ('within-stream', now() - interval '47 hours')`,
    );
    await pool.query(
      `INSERT INTO dead_letters (consumer, subject, event_id, envelope, error, deliveries, parked_at, replay_requested_at)
       VALUES ('c', 'log.error', 'old', '{}', 'x', 5, now() - interval '8 days', NULL),
              ('c', 'log.error', 'old-asked-for', '{}', 'x', 5, now() - interval '8 days', now()),
              ('c', 'log.error', 'recent', '{}', 'x', 5, now() - interval '6 days', NULL)`,
    );
    const retention = retentionFromEnv({ EVENT_STREAM_MAX_AGE_HOURS: '48', DEAD_LETTER_KEEP_DAYS: '7' });
    expect(await pruneServiceTables(pool, retention)).toEqual({ outbox: 1, processedEvents: 1, deadLetters: 1 });
    expect(await ids('SELECT id FROM outbox')).toEqual(['never-relayed', 'relayed-lately']);
    expect(await ids('SELECT event_id AS id FROM processed_events')).toEqual(['within-stream']);
    expect(await ids('SELECT event_id AS id FROM dead_letters')).toEqual(['old-asked-for', 'recent']);
  });

  it('runs in every service on its interval', async () => {
    const mod: ServiceModule = { name: 'media', migrationsDir: noMigrations, routes: () => undefined };
    const service = await startTestService(mod, {
      bus: new MemoryBus(),
      env: { RETENTION_INTERVAL_MINUTES: '0.002', OUTBOX_KEEP_HOURS: '1' },
    });
    try {
      await service.pool.query(
        `INSERT INTO outbox (id, subject, envelope, published_at) VALUES ('old', 'log.error', '{}', now() - interval '2 hours')`,
      );
      const end = Date.now() + 10_000;
      while ((await service.pool.query('SELECT 1 FROM outbox')).rowCount && Date.now() < end)
        await new Promise((r) => setTimeout(r, 50));
      expect((await service.pool.query('SELECT 1 FROM outbox')).rowCount).toBe(0);
    } finally {
      await service.stop();
    }
  });
});
