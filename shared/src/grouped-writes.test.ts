import { GroupedWrites } from './grouped-writes';

/** A write whose groups are recorded and held until released, answering each item doubled. */
function heldWriter(refused: (item: number) => boolean = () => false) {
  const groups: number[][] = [];
  const held: (() => void)[] = [];
  const write = (items: number[]) => {
    groups.push(items);
    return new Promise<number[]>((resolve, reject) => {
      held.push(() => {
        if (items.some(refused)) reject(new Error(`refused ${items.filter(refused).join(',')}`));
        else resolve(items.map((item) => item * 2));
      });
    });
  };
  /** Lets every write under way finish, and the writes they started after them. */
  const releaseAll = async () => {
    for (let turn = 0; turn < 20; turn++) {
      held.splice(0).forEach((release) => release());
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { groups, write, releaseAll };
}

describe('GroupedWrites', () => {
  it('writes an item that comes to an idle writer at once, alone', async () => {
    const w = heldWriter();
    const writes = new GroupedWrites(w.write, { inFlight: 1, largestGroup: 10 });
    const first = writes.add(1);
    expect(w.groups).toEqual([[1]]);
    await w.releaseAll();
    await expect(first).resolves.toBe(2);
  });

  it('gathers the items that come while writes are in flight into the next group, each with its own result', async () => {
    const w = heldWriter();
    const writes = new GroupedWrites(w.write, { inFlight: 2, largestGroup: 10 });
    const results = [1, 2, 3, 4, 5].map((item) => writes.add(item));
    expect(w.groups).toEqual([[1], [2]]);
    await w.releaseAll();
    expect(w.groups).toEqual([[1], [2], [3, 4, 5]]);
    await expect(Promise.all(results)).resolves.toEqual([2, 4, 6, 8, 10]);
  });

  it('writes no group larger than the largest', async () => {
    const w = heldWriter();
    const writes = new GroupedWrites(w.write, { inFlight: 1, largestGroup: 3 });
    const results = Array.from({ length: 8 }, (_, i) => writes.add(i));
    await w.releaseAll();
    expect(w.groups).toEqual([[0], [1, 2, 3], [4, 5, 6], [7]]);
    await expect(Promise.all(results)).resolves.toEqual([0, 2, 4, 6, 8, 10, 12, 14]);
  });

  it('writes a failed group again one item at a time, so that only the refused item fails', async () => {
    const w = heldWriter((item) => item === 3);
    const writes = new GroupedWrites(w.write, { inFlight: 1, largestGroup: 10 });
    const settled = Promise.allSettled([1, 2, 3, 4].map((item) => writes.add(item)));
    await w.releaseAll();
    expect(w.groups).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    expect((await settled).map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([
      2,
      4,
      'refused 3',
      8,
    ]);
  });

  it('goes on writing after a failure', async () => {
    const w = heldWriter((item) => item === 1);
    const writes = new GroupedWrites(w.write, { inFlight: 1, largestGroup: 10 });
    const refused = expect(writes.add(1)).rejects.toThrow('refused 1');
    await w.releaseAll();
    await refused;
    const next = writes.add(2);
    await w.releaseAll();
    await expect(next).resolves.toBe(4);
  });
});
