import { SingleFlight } from './single-flight';

describe('SingleFlight', () => {
  it('gives everyone asking for a key while its work runs the same promise, and does the work once', async () => {
    const flight = new SingleFlight<number>();
    let runs = 0;
    const work = () => new Promise<number>((resolve) => setTimeout(() => resolve(++runs), 10));
    const [a, b] = [flight.run('k', work), flight.run('k', work)];
    expect(a).toBe(b);
    expect(await a).toBe(1);
    expect(await flight.run('other', work)).toBe(2);
  });

  it('forgets finished work, done or failed, so the next ask does it again', async () => {
    const flight = new SingleFlight<string>();
    await expect(flight.run('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await flight.run('k', async () => 'again')).toBe('again');
    expect(await flight.run('k', async () => 'once more')).toBe('once more');
  });

  it('lets no later ask join work under way after clear, which still finishes for those who asked', async () => {
    const flight = new SingleFlight<string>();
    const first = flight.run('k', () => new Promise((resolve) => setTimeout(() => resolve('first'), 10)));
    flight.clear();
    const second = flight.run('k', async () => 'second');
    expect(second).not.toBe(first);
    expect([await first, await second]).toEqual(['first', 'second']);
  });

  it('tells the work under way for a key, and none once it finished', async () => {
    const flight = new SingleFlight<string>();
    const work = flight.run('k', async () => 'done');
    expect(flight.underWay('k')).toBe(work);
    expect(flight.underWay('other')).toBeUndefined();
    await work;
    expect(flight.underWay('k')).toBeUndefined();
  });
});
