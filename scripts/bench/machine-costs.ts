import { closeSync, fstatSync, openSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { percentile } from './latency';

/**
 * What the machine charges for the kernel's own work, in microseconds: the shop's answers cross processes,
 * threads and sockets, so a machine where these are dear is slower for the same code. On stop 67's machine (a
 * Firecracker guest whose kernel runs under PVM) a page fault cost 15.7 µs, a system call 1.5 µs and a round trip
 * through a pipe between two processes 16 µs (a C probe), and a brand's price list made anew about 12 ms of CPU in
 * all processes where stop 64's machine had spent 7 on the same code.
 */
export interface MachineCosts {
  /** The first write to a page of fresh memory (the fault and the kernel's zeroing). */
  pageFaultUs: number;
  /** One system call from node (fs.fstatSync), its binding included. */
  systemCallUs: number;
  /** A thread waking another that sleeps (half a round trip of Atomics.wait and notify between two threads). */
  wakeUs: number;
}

const PAGE = 4096;
const FRESH_PAGES = 8192;
const CALLS = 20_000;
const ROUND_TRIPS = 2_000;
/** Rounds of each measurement, their median kept. */
const ROUNDS = 3;
/**
 * A wait that no wake ends this soon stops the measurement rather than hanging the bench. Not a second: beside
 * CI's full test run, one of the two threads went unscheduled that long and the test failed.
 */
const WAIT_MS = 30_000;

/** The median of a few rounds: one round can meet the host's own stall. */
const median = (rounds: number[]) =>
  percentile(
    [...rounds].sort((a, b) => a - b),
    0.5,
  );

const microsecondsSince = (start: bigint, count: number) => Number(process.hrtime.bigint() - start) / 1000 / count;

function pageFaultUs(): number {
  // Node's allocator takes a zeroed buffer this large straight from the kernel (calloc, mmap): no page is touched.
  const fresh = new Uint8Array(FRESH_PAGES * PAGE);
  const start = process.hrtime.bigint();
  for (let at = 0; at < fresh.length; at += PAGE) fresh[at] = 1;
  return microsecondsSince(start, FRESH_PAGES);
}

function systemCallUs(): number {
  const fd = openSync('/dev/null', 'r');
  try {
    const start = process.hrtime.bigint();
    for (let i = 0; i < CALLS; i++) fstatSync(fd);
    return microsecondsSince(start, CALLS);
  } finally {
    closeSync(fd);
  }
}

/** The other side of the round trips: answers each ping (slot 0) with a pong (slot 1). */
const PONG = `
const { workerData } = require('node:worker_threads');
const slots = new Int32Array(workerData.shared);
for (let i = 0; i < workerData.roundTrips; i++) {
  if (Atomics.wait(slots, 0, 0, workerData.waitMs) === 'timed-out') break;
  Atomics.store(slots, 0, 0);
  Atomics.store(slots, 1, 1);
  Atomics.notify(slots, 1);
}`;

async function wakeUs(): Promise<number> {
  const shared = new SharedArrayBuffer(8);
  const slots = new Int32Array(shared);
  const worker = new Worker(PONG, { eval: true, workerData: { shared, roundTrips: ROUND_TRIPS, waitMs: WAIT_MS } });
  await new Promise((resolve) => worker.once('online', resolve));
  try {
    const start = process.hrtime.bigint();
    for (let i = 0; i < ROUND_TRIPS; i++) {
      Atomics.store(slots, 0, 1);
      Atomics.notify(slots, 0);
      if (Atomics.wait(slots, 1, 0, WAIT_MS) === 'timed-out') throw new Error('the other thread did not answer');
      Atomics.store(slots, 1, 0);
    }
    return microsecondsSince(start, ROUND_TRIPS * 2);
  } finally {
    await worker.terminate();
  }
}

/** Measured on the machine as it is (the bench runs it before the shop starts), the median of three rounds each. */
export async function measureMachineCosts(): Promise<MachineCosts> {
  const wakes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) wakes.push(await wakeUs());
  const rounds = (measure: () => number) => Array.from({ length: ROUNDS }, measure);
  return {
    pageFaultUs: median(rounds(pageFaultUs)),
    systemCallUs: median(rounds(systemCallUs)),
    wakeUs: median(wakes),
  };
}

/** PURE: the bench's note line. */
export function formatMachineCosts(costs: MachineCosts): string {
  const us = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} µs`;
  return (
    `machine costs before the shop started (medians of 3 rounds): a page fault ${us(costs.pageFaultUs)} ` +
    `(first write to fresh memory), a system call ${us(costs.systemCallUs)} (fs.fstatSync from node), ` +
    `a sleeping thread woken ${us(costs.wakeUs)} (Atomics.wait and notify)`
  );
}
