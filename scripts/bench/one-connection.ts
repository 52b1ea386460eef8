import pg from 'pg';

/**
 * `work` on a connection of its own to the database, closed afterwards however it ends: the bench's samples and
 * setup ask once in a while, apart from the shop's pools, so that they are neither counted nor held in them.
 */
export async function onOneConnection<T>(
  connectionString: string,
  work: (client: pg.Client) => Promise<T>,
  options?: string,
): Promise<T> {
  const client = new pg.Client({ connectionString, options });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
