import { setImmediate as nextTurn } from 'node:timers/promises';
import { IdleTurns } from '../common/idle-turns';
import type { PriceList } from './price-list-jobs';
import { PriceListWrites } from './price-list-writes';

const turns = async (count: number) => {
  for (let i = 0; i < count; i++) await nextTurn();
};

const list = (etag: string): PriceList => ({ etag, br: Buffer.from(etag) });

describe('PriceListWrites: a made list is kept once no list is being made', () => {
  it('waits while a list is being made, then keeps each list made meanwhile, one at a time, in order', async () => {
    const makes = new IdleTurns();
    const kept: string[] = [];
    let writing = 0;
    const writes = new PriceListWrites(makes, async (brandId, version, made) => {
      expect(++writing).toBe(1);
      await turns(2);
      kept.push(`${brandId}@${version} ${made.etag}`);
      writing--;
    });
    let finishMake = () => {};
    const making = makes.urgent(() => new Promise<void>((resolve) => (finishMake = resolve)));
    writes.keepLater({ brandId: 'b1', version: '7' }, list('"a"'));
    writes.keepLater({ brandId: 'b2', version: '3' }, list('"b"'));
    await turns(10);
    expect(kept).toEqual([]);
    finishMake();
    await making;
    await writes.written({ brandId: 'b2', version: '3' });
    expect(kept).toEqual(['b1@7 "a"', 'b2@3 "b"']);
  });

  it('answers `written` once the write is done, at once for none, and after a write that failed', async () => {
    const makes = new IdleTurns();
    let failWrite = (_error: Error) => {};
    const writes = new PriceListWrites(makes, () => new Promise((_resolve, reject) => (failWrite = reject)));
    await writes.written({ brandId: 'b1', version: '1' });
    writes.keepLater({ brandId: 'b1', version: '1' }, list('"a"'));
    let answered = false;
    const written = writes.written({ brandId: 'b1', version: '1' }).then(() => (answered = true));
    await turns(10);
    expect(answered).toBe(false);
    failWrite(new Error('connection lost'));
    await written;
    expect(answered).toBe(true);
  });
});
