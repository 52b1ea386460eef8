import pg, { escapeLiteral } from 'pg';
import { createTestDatabase } from '@shop/shared/src/testing/db';
import { copiedValues } from './copied-values';

describe('copiedValues: one column of a query as PostgreSQL sends its bytes (a binary COPY)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    await pool.query('CREATE TABLE entries (n int, body text)');
    await pool.query(`INSERT INTO entries VALUES
      (1, '{"name":"Колготки «Ажур» 20 den","note":"a \\"quote\\", a back\\\\slash, a\\nnew line"}'),
      (2, '{"name":"Шкарпетки чоловічі ✓ 😀"}'),
      (3, '')`);
  });

  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it("yields each row's UTF-8 bytes as they are stored, in the query's order", async () => {
    const stored = await pool.query<{ body: string }>('SELECT body FROM entries ORDER BY n DESC');
    const copied = await copiedValues(pool, 'SELECT body FROM entries ORDER BY n DESC');
    expect(copied.map((value) => value.toString('utf8'))).toEqual(stored.rows.map((r) => r.body));
    expect(JSON.parse(copied[2].toString())).toEqual({
      name: 'Колготки «Ажур» 20 den',
      note: 'a "quote", a back\\slash, a\nnew line',
    });
  });

  it('yields values larger than the chunks they come in, and many small ones around them, byte for byte', async () => {
    const rows = Array.from({ length: 40 }, (_, i) =>
      i % 10 === 3 ? `«${'Колготки ✓ 😀 '.repeat(9000 + i)}»` : `{"n":${i},"name":"Носки ${i}"}`,
    );
    await pool.query('CREATE TABLE big (n int, body text)');
    await pool.query('INSERT INTO big SELECT n, body FROM unnest($1::text[]) WITH ORDINALITY AS t(body, n)', [rows]);
    const copied = await copiedValues(pool, 'SELECT body FROM big ORDER BY n');
    expect(copied.map((value) => value.toString('utf8'))).toEqual(rows);
    expect(Math.max(...copied.map((value) => value.length))).toBeGreaterThan(200_000);
    // 30,000 rows of 0-49 bytes: the chunks' edges fall inside rows' headers too.
    const small = await copiedValues(pool, "SELECT repeat('ж', n % 25) FROM generate_series(1, 30000) AS n ORDER BY n");
    expect(small).toHaveLength(30_000);
    expect(small.every((value, i) => value.toString() === 'ж'.repeat((i + 1) % 25))).toBe(true);
  });

  it('yields nothing for no rows, and an empty value for a null', async () => {
    expect(await copiedValues(pool, 'SELECT body FROM entries WHERE n > 9')).toEqual([]);
    expect(await copiedValues(pool, 'SELECT NULL::text')).toEqual([Buffer.alloc(0)]);
  });

  it('takes a value quoted by escapeLiteral as that value, never as SQL', async () => {
    const hostile = "x'); DROP TABLE entries; --\\";
    expect(await copiedValues(pool, `SELECT body FROM entries WHERE body = ${escapeLiteral(hostile)}`)).toEqual([]);
    expect(await copiedValues(pool, `SELECT ${escapeLiteral(hostile)}`)).toEqual([Buffer.from(hostile)]);
    expect((await pool.query('SELECT count(*)::int AS n FROM entries')).rows[0].n).toBe(3);
  });

  it('refuses more than one column, and gives every connection back after a failed query', async () => {
    await expect(copiedValues(pool, 'SELECT n, body FROM entries')).rejects.toThrow('COPY sent 2 columns, not one');
    for (let i = 0; i < 3; i++) await expect(copiedValues(pool, 'SELECT nonsense FROM entries')).rejects.toThrow();
    expect(await copiedValues(pool, 'SELECT body FROM entries WHERE n = 2')).toHaveLength(1);
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });
});
