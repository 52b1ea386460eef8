import { execFileSync } from 'node:child_process';

/**
 * A server's turnover in a process of its own: 20 MB of objects kept, and 3,000,000 answers' objects replaced one
 * by one among 100,000 in flight, so each outlives the young generation and dies old. Prints how many full (major)
 * collections ran.
 */
const CHURN = `
const { PerformanceObserver, constants } = require('node:perf_hooks');
let major = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) major++;
}).observe({ entryTypes: ['gc'] });
const kept = Array.from({ length: 200000 }, (_, i) => ({ i, name: 'kept ' + i }));
const inFlight = new Array(100000);
let answered = 0;
function answerSome() {
  for (let k = 0; k < 20000 && answered < 3000000; k++, answered++)
    inFlight[answered % inFlight.length] = { answered, name: 'answer ' + answered, parts: [answered] };
  if (answered < 3000000) setImmediate(answerSome);
  else setTimeout(() => console.log(major, kept.length), 100);
}
answerSome();
`;

/** Full collections of that turnover in a node started with `flags`. */
export function majorCollections(flags: string[]): number {
  const out = execFileSync(process.execPath, [...flags, '-e', CHURN], { encoding: 'utf8' });
  return Number(out.trim().split(' ')[0]);
}
