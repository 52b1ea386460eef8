import { onOneConnection } from './one-connection';

describe('a connection of its own for one piece of work', () => {
  const url = process.env.DATABASE_URL!;
  const named = (name: string) =>
    onOneConnection(url, async (client) => {
      const sql = 'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1';
      return (await client.query<{ n: number }>(sql, [name])).rows[0].n;
    });

  it("answers the work's result with the options given, and closes the connection after it, failed or not", async () => {
    const name = `one-connection-${process.pid}`;
    const options = `-c application_name=${name} -c search_path=catalog`;
    const during = await onOneConnection(
      url,
      async (c) => [(await c.query('SHOW search_path')).rows[0], await named(name)],
      options,
    );
    expect(during).toEqual([{ search_path: 'catalog' }, 1]);
    await expect(onOneConnection(url, () => Promise.reject(new Error('no')), options)).rejects.toThrow('no');
    // A backend leaves pg_stat_activity as it exits, just after the client closed it.
    for (let i = 0; i < 50 && (await named(name)) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await named(name)).toBe(0);
  });
});
