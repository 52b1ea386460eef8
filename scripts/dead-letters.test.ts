import path from 'node:path';
import { createPool, makeEnvelope, migrate, parkDeadLetter, type Pool } from '@shop/shared';
import { createTestDatabase } from '@shop/shared/src/testing/db';
import { runDeadLettersCli } from './dead-letters';

describe('npm run dead-letters', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let orders: Pool;
  const poison = makeEnvelope('log.error', { service: 'test', message: 'poison' });

  beforeAll(async () => {
    db = await createTestDatabase();
    orders = createPool(db.url, 'orders');
    await migrate(orders, 'orders', path.join(__dirname, '..', 'services', 'orders', 'migrations'));
    await parkDeadLetter(orders, { consumer: 'orders-sales-log_error', event: poison, error: 'boom', deliveries: 5 });
  });
  afterAll(async () => {
    await orders.end();
    await db.drop();
  });

  const cli = (...args: string[]) => runDeadLettersCli(args, db.url);
  const idOf = async () => (await orders.query('SELECT id::text FROM dead_letters')).rows[0]?.id as string;

  it('lists the parked events of every service that has any, naming event, consumer and error', async () => {
    const id = await idOf();
    expect(await cli('list')).toContain(
      `orders #${id} | log.error | event ${poison.id} | consumer orders-sales-log_error | parked `,
    );
    expect(await cli('list')).toMatch(/after 5 deliveries \| error: boom$/);
    expect(await cli('list', 'catalog')).toBe('no parked events');
    expect(JSON.parse(await cli('show', 'orders', id))).toMatchObject({ eventId: poison.id, envelope: poison });
  });

  it('asks the service to replay one or all, and drops', async () => {
    const id = await idOf();
    expect(await cli('replay', 'orders', id)).toMatch(/^orders: 1 parked events will be handed/);
    expect(await cli('list')).toMatch(/replay pending/);
    expect(await cli('replay', 'orders')).toMatch(/^orders: 0 parked/);
    expect(await cli('drop', 'orders', id)).toBe('orders: 1 parked events dropped');
    expect(await cli('list')).toBe('no parked events');
  });

  it('refuses an unknown command, service or id with its usage', async () => {
    await expect(cli('purge')).rejects.toThrow(/usage: npm run dead-letters/);
    await expect(cli('replay', 'warehouse')).rejects.toThrow(/usage/);
    await expect(cli('drop', 'orders', '1; DROP TABLE x')).rejects.toThrow(/ids are numbers/);
  });
});
