import pg from 'pg';
import { addToOutbox } from '@shop/shared';

async function generation(gatewayUrl: string): Promise<number> {
  const res = await fetch(`${gatewayUrl}/healthz/cache`, { signal: AbortSignal.timeout(5000) });
  return ((await res.json()) as { generation: number }).generation;
}

/**
 * Makes every kept answer go, in the catalog service and the gateway alike, the way an owner's edit does: a
 * catalog.content.changed event (the information page saved unchanged) through the catalog's outbox. Then the
 * next pass over the calls measures answers made anew. Waits until the gateway has heard it.
 */
export async function forgetKeptAnswers(databaseUrl: string, gatewayUrl: string): Promise<void> {
  const before = await generation(gatewayUrl);
  const client = new pg.Client({ connectionString: databaseUrl, options: '-c search_path=catalog' });
  await client.connect();
  try {
    await addToOutbox(client, 'catalog.content.changed', { part: 'information', action: 'updated', removedImages: [] });
  } finally {
    await client.end();
  }
  const end = Date.now() + 10_000;
  while ((await generation(gatewayUrl)) === before) {
    if (Date.now() > end) throw new Error('the gateway did not hear the catalog change within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
