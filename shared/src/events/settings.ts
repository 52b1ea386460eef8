import { z } from 'zod';
import { loadConfig } from '../config';

/** How often a failing event is tried, and how long to wait before each retry. */
export interface RedeliveryPolicy {
  /** Deliveries in all (the first one included); after the last failure the event is parked. */
  maxDeliver: number;
  /** The wait before the 2nd, 3rd ... delivery; the last entry repeats. Fewer entries than maxDeliver (none for 1). */
  backoffMs: number[];
}

/** What the SHOP stream keeps: events older than maxAgeMs, and the oldest beyond maxBytes, are discarded. */
export interface StreamLimits {
  maxAgeMs: number;
  maxBytes: number;
}

export interface EventSettings {
  redelivery: RedeliveryPolicy;
  stream: StreamLimits;
}

const HOUR_MS = 3_600_000;
const MB = 1024 * 1024;

const secondsList = z
  .string()
  .regex(/^\s*\d+(\.\d+)?(\s*,\s*\d+(\.\d+)?)*\s*$/, 'must be seconds separated by commas, e.g. 5,30,120,600')
  .transform((s) => s.split(',').map((n) => Math.round(Number(n) * 1000)));

export const eventEnv = z.object({
  EVENT_MAX_DELIVER: z.coerce.number().int().min(1).max(100).default(5),
  EVENT_BACKOFF_SECONDS: secondsList.default([5_000, 30_000, 120_000, 600_000]),
  EVENT_STREAM_MAX_AGE_HOURS: z.coerce.number().positive().default(168),
  EVENT_STREAM_MAX_MB: z.coerce.number().int().positive().default(1024),
});

/** Keeps the schedule within what JetStream accepts: fewer backoff entries than deliveries. */
export function redeliveryPolicy(maxDeliver: number, backoffMs: number[]): RedeliveryPolicy {
  return { maxDeliver, backoffMs: backoffMs.slice(0, maxDeliver - 1) };
}

/** JetStream's wait for an acknowledgement when there is no backoff to take it from. */
export const DEFAULT_ACK_WAIT_MS = 30_000;

export function eventSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): EventSettings {
  const vars = loadConfig(eventEnv, env);
  return {
    redelivery: redeliveryPolicy(vars.EVENT_MAX_DELIVER, vars.EVENT_BACKOFF_SECONDS),
    stream: { maxAgeMs: vars.EVENT_STREAM_MAX_AGE_HOURS * HOUR_MS, maxBytes: vars.EVENT_STREAM_MAX_MB * MB },
  };
}

/** The wait before delivery number `deliveries + 1`. */
export function retryDelayMs(policy: RedeliveryPolicy, deliveries: number): number {
  const { backoffMs } = policy;
  return backoffMs[Math.min(deliveries, backoffMs.length) - 1] ?? backoffMs[0] ?? DEFAULT_ACK_WAIT_MS;
}
