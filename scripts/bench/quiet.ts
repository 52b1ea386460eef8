import type { CpuMeter, CpuSample } from './cpu';

const used = (sample: CpuSample) => {
  let seconds = 0;
  for (const pids of sample.values()) for (const s of pids.values()) seconds += s;
  return seconds;
};

/** The shop is quiet when its processes used under this share of one core over a second. */
const QUIET_SHARE = 0.1;
const LONGEST_WAIT_MS = 60_000;

/**
 * Waits until the shop has done the work a run left behind (events of thousands of orders still consumed, the
 * outbox still relayed), so it does not count against the next run: a second at a time, for a minute at most.
 * Returns the seconds waited.
 */
export async function untilQuiet(cpu: CpuMeter): Promise<number> {
  const started = Date.now();
  let before = used(await cpu.sample({ shopOnly: true }));
  while (Date.now() - started < LONGEST_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = used(await cpu.sample({ shopOnly: true }));
    if (now - before < QUIET_SHARE) break;
    before = now;
  }
  return (Date.now() - started) / 1000;
}
