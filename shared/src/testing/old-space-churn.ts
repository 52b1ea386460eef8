import { execFileSync } from 'node:child_process';

/**
 * A server's turnover in a process of its own: 20 MB of objects kept, and 6,000 answers of 110 KB (a brand's price
 * list in brotli) with a few objects each, ten in flight at a time. Prints how many full (major) collections ran.
 */
const CHURN = `
const { PerformanceObserver, constants } = require('node:perf_hooks');
let major = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) major++;
}).observe({ entryTypes: ['gc'] });
const kept = Array.from({ length: 200000 }, (_, i) => ({ i, name: 'kept ' + i }));
const inFlight = new Array(10);
let sent = 0;
function answerSome() {
  for (let k = 0; k < 20; k++, sent++) {
    const parts = Array.from({ length: 50 }, (_, j) => ({ j }));
    inFlight[sent % inFlight.length] = { sent, body: Buffer.alloc(110 * 1024, sent), parts };
  }
  if (sent < 6000) setImmediate(answerSome);
  else setTimeout(() => console.log(major, kept.length), 100);
}
answerSome();
`;

/** Full collections of that turnover in a node started with `flags`. */
export function majorCollections(flags: string[]): number {
  const out = execFileSync(process.execPath, [...flags, '-e', CHURN], { encoding: 'utf8' });
  return Number(out.trim().split(' ')[0]);
}
