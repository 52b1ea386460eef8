import { formatMemory } from './memory';

describe('formatMemory', () => {
  it('says what each process RSS is made of, and its cache where it keeps one', () => {
    const memory = { rss: 638.4, heapUsed: 210.2, heapTotal: 260, external: 300.6, arrayBuffers: 298 };
    const lines = formatMemory({
      gateway: { memory, cache: { entries: 9000, bytes: 64 * 1024 * 1024 } },
      orders: { memory },
    });
    expect(lines[0]).toBe(
      'gateway: RSS 638 MB = V8 heap 210 MB used of 260 MB, external 301 MB (Buffers 298 MB), the rest code, stacks and free memory not yet returned; its answer cache 64 MB in 9000 answers',
    );
    expect(lines[1]).not.toContain('cache');
  });
});
