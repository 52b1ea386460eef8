/** What a process's resident memory is made of, in MB (process.memoryUsage), as /healthz and the bench show it. */
export interface MemoryMb {
  rss: number;
  /** V8's heap: what live and not yet collected objects use, and what V8 has taken from the system for them. */
  heapUsed: number;
  heapTotal: number;
  /** Memory outside V8's heap that its objects hold: Buffers (arrayBuffers) and native objects. */
  external: number;
  arrayBuffers: number;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export function memoryMb(): MemoryMb {
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  return {
    rss: mb(rss),
    heapUsed: mb(heapUsed),
    heapTotal: mb(heapTotal),
    external: mb(external),
    arrayBuffers: mb(arrayBuffers),
  };
}
