import { readFileSync } from 'node:fs';
import type { MemoryMb } from '@shop/shared';
import { allPids, statFields } from './proc-stat';

/**
 * Resident memory (MB) of each named process group (Linux /proc): its largest process, the service itself
 * (the others are the small launchers tsx starts it with).
 */
export function rssByGroup(groups: Map<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const pid of allPids()) {
    try {
      const pgrp = Number(statFields(`/proc/${pid}/stat`)[2]);
      const name = [...groups].find(([, pgid]) => pgid === pgrp)?.[0];
      if (!name) continue;
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      out[name] = Math.max(out[name] ?? 0, Math.round(kb / 1024));
    } catch {
      // The process ended while being read.
    }
  }
  return out;
}

/** What a shop process says of its memory: the gateway at /healthz/cache, the services at /healthz. */
export interface ProcessMemory {
  memory: MemoryMb;
  /** The answer cache it keeps, if any. */
  cache?: { entries: number; bytes: number };
}

async function ask(url: string): Promise<ProcessMemory | undefined> {
  const res = await fetch(url, { signal: AbortSignal.timeout(5000) }).catch(() => undefined);
  if (!res?.ok) return undefined;
  const body = (await res.json()) as {
    memory?: MemoryMb;
    cache?: ProcessMemory['cache'];
    entries?: number;
    bytes?: number;
  };
  if (!body.memory) return undefined;
  const cache =
    body.cache ?? (body.entries === undefined ? undefined : { entries: body.entries, bytes: body.bytes ?? 0 });
  return { memory: body.memory, cache };
}

/** Each process's own account of its memory, by name (a process that does not answer is left out). */
export async function memoryByProcess(healthUrls: Record<string, string>): Promise<Record<string, ProcessMemory>> {
  const answers = await Promise.all(
    Object.entries(healthUrls).map(async ([name, url]) => [name, await ask(url)] as const),
  );
  return Object.fromEntries(answers.filter((pair): pair is [string, ProcessMemory] => pair[1] !== undefined));
}

const mbText = (mb: number) => `${Math.round(mb)} MB`;

/** PURE: one line a process: what its RSS is made of, and its cache's charged bytes. */
export function formatMemory(byProcess: Record<string, ProcessMemory>): string[] {
  return Object.entries(byProcess).map(([name, { memory: m, cache }]) => {
    const kept = cache ? `; its answer cache ${mbText(cache.bytes / 1024 / 1024)} in ${cache.entries} answers` : '';
    return `${name}: RSS ${mbText(m.rss)} = V8 heap ${mbText(m.heapUsed)} used of ${mbText(m.heapTotal)}, external ${mbText(m.external)} (Buffers ${mbText(m.arrayBuffers)}), the rest code, stacks and free memory not yet returned${kept}`;
  });
}
