import { databasePerRequest, formatDatabase, type DatabaseSample } from './database-time';
import { formatCpu, withRatios } from './report';

const sample = (activeMs: number, transactions: number, writes: DatabaseSample['writes']): DatabaseSample => ({
  activeMs,
  transactions,
  writes,
});

describe('database time per request', () => {
  const before = sample(1000, 50, {
    orders: { inserted: 10, updated: 4, deleted: 0 },
    identity: { inserted: 3, updated: 0, deleted: 0 },
    catalog: { inserted: 500, updated: 0, deleted: 0 },
  });
  const after = sample(3500, 3050, {
    orders: { inserted: 5010, updated: 2004, deleted: 0 },
    identity: { inserted: 1003, updated: 0, deleted: 0 },
    catalog: { inserted: 500, updated: 0, deleted: 0 },
    // A schema made during the run counts from zero.
    media: { inserted: 10, updated: 0, deleted: 0 },
  });

  it('divides what the database did between two samples by the requests, leaving out schemas that wrote nothing', () => {
    expect(databasePerRequest(before, after, 1000)).toEqual({
      activeMs: 2.5,
      transactions: 3,
      rowsWritten: { orders: 7, identity: 1, media: 0.01 },
    });
  });

  it('has nothing to say without requests', () => {
    expect(databasePerRequest(before, after, 0)).toBeUndefined();
  });

  it('prints one line, the schemas writing most first', () => {
    const line = formatDatabase('order via gateway', databasePerRequest(before, after, 1000)!);
    expect(line).toBe(
      'order via gateway: 2.5 ms executing statements, 3 transactions, rows written: orders 7, identity 1, media 0.01 (database, per request)',
    );
  });

  it('goes under the CPU line of its row', () => {
    const db = { activeMs: 1.2, transactions: 3, rowsWritten: {} };
    const rows = withRatios([
      {
        call: 'order',
        target: 'gateway',
        rps: 400,
        p50: 20,
        p99: 60,
        errors: 0,
        requests: 1200,
        cpu: { orders: 1 },
        db,
      },
    ]);
    expect(formatCpu(rows)).toEqual([
      'order via gateway: orders 1 (CPU ms per request)',
      'order via gateway: 1.2 ms executing statements, 3 transactions (database, per request)',
    ]);
  });
});
