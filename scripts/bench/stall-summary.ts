/** PURE: the heartbeats' late wakes (scripts/bench/machine-beat.ts) over a pass, and how a report says them. */

/** A heartbeat that woke `lateMs` late at `atMs` (epoch): its core ran nothing of the machine's in between. */
export interface LateWake {
  atMs: number;
  lateMs: number;
}

export interface StallSummary {
  /** Time every core's heartbeat was late at once: the whole machine stopped. */
  allCoresMs: number;
  /** The longest late wake of any core. */
  longestMs: number;
  /** Late wakes (over 5 ms) of each core. */
  lateWakes: number[];
}

type Span = [number, number];

const spansOf = (wakes: LateWake[]): Span[] =>
  wakes.map((w): Span => [w.atMs - w.lateMs, w.atMs]).sort((a, b) => a[0] - b[0]);

/** The spans the two sorted lists of spans share. */
function overlap(a: Span[], b: Span[]): Span[] {
  const shared: Span[] = [];
  for (const [aStart, aEnd] of a)
    for (const [bStart, bEnd] of b) {
      const start = Math.max(aStart, bStart);
      const end = Math.min(aEnd, bEnd);
      if (start < end) shared.push([start, end]);
    }
  return shared;
}

/** Each core's late wakes that ended between `fromMs` and `toMs`. */
export function summarizeStalls(cores: LateWake[][], fromMs: number, toMs: number): StallSummary {
  const inPass = cores.map((wakes) => wakes.filter((w) => w.atMs > fromMs && w.atMs <= toMs));
  const shared = inPass.map(spansOf).reduce((a, b) => overlap(a, b));
  return {
    allCoresMs: Math.round(shared.reduce((sum, [start, end]) => sum + end - start, 0)),
    longestMs: Math.max(0, ...inPass.flat().map((w) => w.lateMs)),
    lateWakes: inPass.map((wakes) => wakes.length),
  };
}

/** The summaries of several passes as one. */
export function addedStalls(passes: StallSummary[]): StallSummary {
  return {
    allCoresMs: passes.reduce((sum, p) => sum + p.allCoresMs, 0),
    longestMs: Math.max(0, ...passes.map((p) => p.longestMs)),
    lateWakes: passes[0].lateWakes.map((_, core) => passes.reduce((sum, p) => sum + p.lateWakes[core], 0)),
  };
}

const stallFigures = (stalls: StallSummary) =>
  stalls.lateWakes.every((wakes) => wakes === 0)
    ? 'no core stopped over 5 ms'
    : `every core stopped at once for ${stalls.allCoresMs} ms in all, the longest late heartbeat ${stalls.longestMs} ms, late over 5 ms ${stalls.lateWakes.join('/')} times (cores ${stalls.lateWakes.map((_, core) => core).join('/')})`;

/** "label: every core stopped ...", for a pass whose p99 may be the machine's rather than the shop's. */
export function formatStallLine(label: string, stalls: StallSummary | undefined): string[] {
  return stalls ? [`${label}: ${stallFigures(stalls)}`] : [];
}

/** The note on the machine's stalls over the timed runs, or why they were not measured. */
export function formatRunStalls(stalls: StallSummary | undefined): string {
  if (!stalls) return 'machine stalls: not measured (the heartbeats need root for their real-time priority)';
  return `machine stalls over the timed runs (a heartbeat on every core at real-time priority, so only the machine itself holds it back): ${stallFigures(stalls)}`;
}
