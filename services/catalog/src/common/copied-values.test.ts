import pg, { escapeLiteral } from 'pg';
import { createTestDatabase } from '@shop/shared/src/testing/db';
import { joinedCopy } from './copied-values';

const ARRAY = { start: Buffer.from('{"products":['), separator: Buffer.from(','), end: Buffer.from(']}') };
/** A frame whose every part is as long as it may be. */
const WIDEST = {
  start: Buffer.from('<'.repeat(19)),
  separator: Buffer.from('|'.repeat(6)),
  end: Buffer.from('>'.repeat(9)),
};

describe('joinedCopy: one column of a query as PostgreSQL sends its bytes (a binary COPY), joined', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  const joined = (select: string, frame = ARRAY) => joinedCopy(pool, select, frame, (bytes) => Buffer.from(bytes));
  const framed = (values: string[], frame = ARRAY) =>
    Buffer.concat([frame.start, Buffer.from(values.join(frame.separator.toString())), frame.end]);

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

  it("joins each row's UTF-8 bytes as they are stored, in the query's order", async () => {
    const stored = await pool.query<{ body: string }>('SELECT body FROM entries ORDER BY n DESC');
    const copied = await joined('SELECT body FROM entries ORDER BY n DESC');
    expect(copied).toEqual(framed(stored.rows.map((r) => r.body)));
    const json = await joined('SELECT body FROM entries WHERE n < 3 ORDER BY n');
    expect(JSON.parse(json.toString())).toEqual({
      products: [
        { name: 'Колготки «Ажур» 20 den', note: 'a "quote", a back\\slash, a\nnew line' },
        { name: 'Шкарпетки чоловічі ✓ 😀' },
      ],
    });
  });

  it('joins values larger than the messages they come in, and many small ones around them, byte for byte', async () => {
    const rows = Array.from({ length: 40 }, (_, i) =>
      i % 10 === 3 ? `«${'Колготки ✓ 😀 '.repeat(9000 + i)}»` : `{"n":${i},"name":"Носки ${i}"}`,
    );
    await pool.query('CREATE TABLE big (n int, body text)');
    await pool.query('INSERT INTO big SELECT n, body FROM unnest($1::text[]) WITH ORDINALITY AS t(body, n)', [rows]);
    const copied = await joined('SELECT body FROM big ORDER BY n');
    expect(copied.length).toBeGreaterThan(800_000);
    // As strings: jest compares a megabyte of Buffer byte by byte for seconds.
    expect(copied.toString()).toBe(framed(rows).toString());
    // 30,000 rows of 0-49 bytes, then the large ones again into the buffers the small ones left.
    const small = Array.from({ length: 30_000 }, (_, i) => 'ж'.repeat((i + 1) % 25));
    const copiedSmall = await joined("SELECT repeat('ж', n % 25) FROM generate_series(1, 30000) AS n ORDER BY n");
    expect(copiedSmall.toString()).toBe(framed(small).toString());
    const both = await Promise.all([joined('SELECT body FROM big ORDER BY n DESC'), joined('SELECT body FROM big')]);
    expect(both[0].toString()).toBe(framed([...rows].reverse()).toString());
    expect(both[1].length).toBe(copied.length);
  });

  it('lends the bytes to its reader alone: the next COPY writes into them once the reader returned', async () => {
    const lent: Buffer[] = [];
    const first = await joinedCopy(pool, 'SELECT body FROM entries WHERE n = 2', ARRAY, (bytes) => {
      lent.push(bytes);
      return bytes.toString();
    });
    await joinedCopy(pool, 'SELECT body FROM entries WHERE n = 1', ARRAY, () => undefined);
    expect(first).toBe(framed(['{"name":"Шкарпетки чоловічі ✓ 😀"}']).toString());
    expect(lent[0].toString()).not.toBe(first);
  });

  it('joins nothing for no rows, an empty value for a null, and the widest frame over the fewest bytes', async () => {
    expect(await joined('SELECT body FROM entries WHERE n > 9')).toEqual(framed([]));
    expect(await joined('SELECT NULL::text')).toEqual(framed(['']));
    expect(await joined('SELECT body FROM entries WHERE n > 9', WIDEST)).toEqual(framed([], WIDEST));
    expect(await joined("SELECT '' FROM generate_series(1, 3)", WIDEST)).toEqual(framed(['', '', ''], WIDEST));
    for (const wider of [
      { ...WIDEST, start: Buffer.from('<'.repeat(20)) },
      { ...WIDEST, separator: Buffer.from('|'.repeat(7)) },
    ])
      await expect(joined('SELECT 1::text', wider)).rejects.toThrow('the frame is too long to join in place');
  });

  it('takes a value quoted by escapeLiteral as that value, never as SQL', async () => {
    const hostile = "x'); DROP TABLE entries; --\\";
    expect(await joined(`SELECT body FROM entries WHERE body = ${escapeLiteral(hostile)}`)).toEqual(framed([]));
    expect(await joined(`SELECT ${escapeLiteral(hostile)}`)).toEqual(framed([hostile]));
    expect((await pool.query('SELECT count(*)::int AS n FROM entries')).rows[0].n).toBe(3);
  });

  it('refuses more than one column, and gives every connection back after a failed query or reader', async () => {
    await expect(joined('SELECT n, body FROM entries')).rejects.toThrow('COPY sent 2 columns, not one');
    for (let i = 0; i < 3; i++) await expect(joined('SELECT nonsense FROM entries')).rejects.toThrow('nonsense');
    const failing = joinedCopy(pool, 'SELECT body FROM entries', ARRAY, () => {
      throw new Error('the reader failed');
    });
    await expect(failing).rejects.toThrow('the reader failed');
    expect(await joined('SELECT body FROM entries WHERE n = 2')).toEqual(
      framed(['{"name":"Шкарпетки чоловічі ✓ 😀"}']),
    );
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });

  it('fails when the connection is lost in the middle of the COPY', async () => {
    const victim = new pg.Pool({ connectionString: db.url, max: 1, application_name: 'joined-copy-victim' });
    try {
      const copying = joinedCopy(
        victim,
        'SELECT body || pg_sleep(0.05)::text FROM big, generate_series(1, 50)',
        ARRAY,
        String,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      await pool.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'joined-copy-victim'",
      );
      await expect(copying).rejects.toThrow();
      expect(await joinedCopy(victim, 'SELECT body FROM entries WHERE n = 3', ARRAY, String)).toBe('{"products":[]}');
    } finally {
      await victim.end();
    }
  });
});
