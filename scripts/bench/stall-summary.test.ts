import { addedStalls, formatRunStalls, formatStallLine, summarizeStalls } from './stall-summary';

describe('summarizeStalls', () => {
  const core0 = [
    { atMs: 1_000, lateMs: 30 },
    { atMs: 2_000, lateMs: 8 },
  ];
  const core1 = [
    { atMs: 1_010, lateMs: 25 },
    { atMs: 3_000, lateMs: 12 },
  ];

  it('counts the time every core was late at once as the machine stopped, and each core apart', () => {
    // core 0 stopped 970-1000, core 1 985-1010: both at once for 15 ms.
    expect(summarizeStalls([core0, core1], 0, 5_000)).toEqual({ allCoresMs: 15, longestMs: 30, lateWakes: [2, 2] });
  });

  it('takes only the wakes of the pass', () => {
    expect(summarizeStalls([core0, core1], 1_500, 2_500)).toEqual({ allCoresMs: 0, longestMs: 8, lateWakes: [1, 0] });
    expect(summarizeStalls([[], []], 0, 5_000)).toEqual({ allCoresMs: 0, longestMs: 0, lateWakes: [0, 0] });
  });

  it('adds passes up and says them', () => {
    const passes = [
      { allCoresMs: 15, longestMs: 30, lateWakes: [2, 2] },
      { allCoresMs: 5, longestMs: 40, lateWakes: [1, 0] },
    ];
    const all = addedStalls(passes);
    expect(all).toEqual({ allCoresMs: 20, longestMs: 40, lateWakes: [3, 2] });
    expect(formatStallLine('GET /api/products/brand/:id made anew', all)).toEqual([
      'GET /api/products/brand/:id made anew: every core stopped at once for 20 ms in all, the longest late heartbeat 40 ms, late over 5 ms 3/2 times (cores 0/1)',
    ]);
    expect(formatStallLine('x', undefined)).toEqual([]);
    expect(formatStallLine('x', { allCoresMs: 0, longestMs: 0, lateWakes: [0, 0] })).toEqual([
      'x: no core stopped over 5 ms',
    ]);
    expect(formatRunStalls(undefined)).toContain('not measured');
  });
});
