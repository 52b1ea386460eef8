import { heapFlags, heapLimitMb, serviceHeapFlags, shopHeapLimitMb } from './heap';
import { majorCollections } from './testing/old-space-churn';

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

  it('starts a process with its limit, and half of it as the least its old space grows to before a full collection', () => {
    expect(heapFlags(320)).toEqual(['--max-old-space-size=320', '--initial-old-space-size=160']);
    expect(heapFlags(345)).toEqual(['--max-old-space-size=345', '--initial-old-space-size=172']);
    expect(serviceHeapFlags('orders', {})).toBe('--max-old-space-size=160 --initial-old-space-size=80');
    expect(serviceHeapFlags('gateway', { NODE_HEAP_MB: '100' })).toBe(
      '--max-old-space-size=100 --initial-old-space-size=50',
    );
  });

  it('runs under half the full collections with that floor, in this node (22-25 against 4 on Node 24, 27 against 3 on 20)', () => {
    const without = majorCollections(['--max-old-space-size=320']);
    expect(majorCollections(heapFlags(320))).toBeLessThan(without / 2);
  });
});
