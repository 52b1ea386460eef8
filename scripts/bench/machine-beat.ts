/**
 * A heartbeat on one core, started by machine-stalls.ts pinned to it at real-time priority: it asks to wake every
 * millisecond and writes each wake later than LATE_MS as "<epoch ms> <ms late>". At real-time priority no process
 * of the machine holds it back, so a late wake on every core at once is the machine itself stopped (its host not
 * running it), not the shop. Stops by itself after MAX_RUN_MS, or when the benchmark that started it is gone.
 */
const PERIOD_MS = 1;
const LATE_MS = 5;
const MAX_RUN_MS = 4 * 3600_000;

const parent = process.ppid;
const end = performance.now() + MAX_RUN_MS;
let last = performance.now();

function beat(): void {
  const now = performance.now();
  const late = now - last - PERIOD_MS;
  if (late > LATE_MS) process.stdout.write(`${Date.now()} ${late.toFixed(1)}\n`);
  last = now;
  if (now < end && process.ppid === parent) setTimeout(beat, PERIOD_MS);
}

process.stdout.write('heartbeat started\n');
setTimeout(beat, PERIOD_MS);
