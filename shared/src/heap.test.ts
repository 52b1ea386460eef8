import { heapLimitMb, shopHeapLimitMb, withHeapLimit } from './heap';

describe('heapLimitMb', () => {
  it('gives each process its working set plus its answer cache, as set', () => {
    expect(heapLimitMb('gateway', {})).toBe(192 + 128);
    expect(heapLimitMb('gateway', { GATEWAY_CACHE_MB: '512' })).toBe(192 + 512);
    expect(heapLimitMb('catalog', { CATALOG_CACHE_MB: '12.5' })).toBe(320 + 25);
    expect(heapLimitMb('orders', { GATEWAY_CACHE_MB: '512' })).toBe(160);
    expect(heapLimitMb('media', { NODE_HEAP_MB: '999' })).toBe(999);
  });

  it('adds them up for the whole shop in one process', () => {
    expect(shopHeapLimitMb({})).toBe(320 + 448 + 160 + 128 + 128);
    expect(shopHeapLimitMb({ NODE_HEAP_MB: '700' })).toBe(700);
  });

  it('keeps the NODE_OPTIONS a process already had', () => {
    expect(withHeapLimit(undefined, 320)).toBe('--max-old-space-size=320');
    expect(withHeapLimit('--enable-source-maps', 320)).toBe('--enable-source-maps --max-old-space-size=320');
  });
});
