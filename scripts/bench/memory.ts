import { readdirSync, readFileSync } from 'node:fs';

/**
 * Resident memory (MB) of each named process group (Linux /proc): its largest process, the service itself
 * (the others are the small launchers tsx starts it with).
 */
export function rssByGroup(groups: Map<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const dir of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${dir}/stat`, 'utf8');
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      const name = [...groups].find(([, pgid]) => pgid === pgrp)?.[0];
      if (!name) continue;
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${dir}/status`, 'utf8'))?.[1] ?? 0);
      out[name] = Math.max(out[name] ?? 0, Math.round(kb / 1024));
    } catch {
      // The process ended while being read.
    }
  }
  return out;
}
