import { formatMachineCosts, measureMachineCosts } from './machine-costs';

describe('machine costs', () => {
  it('measures a page fault, a system call and a thread woken on this machine', async () => {
    const costs = await measureMachineCosts();
    for (const us of Object.values(costs)) {
      expect(Number.isFinite(us)).toBe(true);
      expect(us).toBeGreaterThan(0);
    }
    // A wake crosses the kernel twice (one thread's wait, the other's notify): never cheaper than one call.
    expect(costs.wakeUs).toBeGreaterThan(costs.systemCallUs);
  });

  it('says them in the notes', () => {
    expect(formatMachineCosts({ pageFaultUs: 15.74, systemCallUs: 1.493, wakeUs: 8.06 })).toBe(
      'machine costs before the shop started (medians of 3 rounds): a page fault 15.7 µs (first write to fresh ' +
        'memory), a system call 1.49 µs (fs.fstatSync from node), a sleeping thread woken 8.06 µs (Atomics.wait and notify)',
    );
  });
});
