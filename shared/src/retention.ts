import { z } from 'zod';
import { loadConfig } from './config';
import type { Queryable } from './db';
import { eventSettingsFromEnv } from './events/settings';

const HOUR_MS = 3_600_000;

export const retentionEnv = z.object({
  RETENTION_INTERVAL_MINUTES: z.coerce.number().positive().default(60),
  OUTBOX_KEEP_HOURS: z.coerce.number().positive().default(24),
  DEAD_LETTER_KEEP_DAYS: z.coerce.number().positive().default(30),
  DEAD_LETTER_POLL_SECONDS: z.coerce.number().positive().default(5),
});

/** How long each service table keeps its rows, and how often they are pruned. */
export interface Retention {
  everyMs: number;
  /** Outbox rows already published. */
  outboxMs: number;
  /** Ids of consumed events: as long as the stream keeps an event, so a redelivery is still recognised. */
  processedEventsMs: number;
  deadLettersMs: number;
  replayPollMs: number;
}

export function retentionFromEnv(env: NodeJS.ProcessEnv = process.env): Retention {
  const vars = loadConfig(retentionEnv, env);
  return {
    everyMs: vars.RETENTION_INTERVAL_MINUTES * 60_000,
    outboxMs: vars.OUTBOX_KEEP_HOURS * HOUR_MS,
    processedEventsMs: eventSettingsFromEnv(env).stream.maxAgeMs,
    deadLettersMs: vars.DEAD_LETTER_KEEP_DAYS * 24 * HOUR_MS,
    replayPollMs: vars.DEAD_LETTER_POLL_SECONDS * 1000,
  };
}

const olderThan = (column: string) => `${column} < now() - make_interval(secs => $1::float8 / 1000)`;

/** Deletes what each base table no longer needs to keep; answers the rows deleted per table. */
export async function pruneServiceTables(db: Queryable, retention: Retention) {
  const prune = async (sql: string, ms: number) => (await db.query(sql, [ms])).rowCount ?? 0;
  return {
    outbox: await prune(
      `DELETE FROM outbox WHERE published_at IS NOT NULL AND ${olderThan('published_at')}`,
      retention.outboxMs,
    ),
    processedEvents: await prune(
      `DELETE FROM processed_events WHERE ${olderThan('processed_at')}`,
      retention.processedEventsMs,
    ),
    deadLetters: await prune(
      `DELETE FROM dead_letters WHERE replay_requested_at IS NULL AND ${olderThan('parked_at')}`,
      retention.deadLettersMs,
    ),
  };
}
