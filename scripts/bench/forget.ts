import type pg from 'pg';
import { addToOutbox } from '@shop/shared';
import { gatewayCache } from './gateway-cache';
import { onOneConnection } from './one-connection';

/**
 * What the catalog keeps across changes that leave it as it was, each labelled with a version: the catalog tree
 * (migration 012) and the brands' finished price lists (migration 013).
 */
export type KeptModel = 'tree' | 'price lists';

/**
 * A write to what the model is made of, moving its version(s): a catalog saved as it was (the catalog reads again
 * the rows written since it last read the tree, and builds again the views under them), and every brand's products
 * changed (the catalog makes every price list again from all its entries).
 */
const MOVE_VERSION: Record<KeptModel, string> = {
  tree: 'UPDATE catalogs SET name = name WHERE id = (SELECT min(id) FROM catalogs)',
  'price lists': 'UPDATE price_lists SET version = version + 1',
};

const generation = async (gatewayUrl: string): Promise<number> => (await gatewayCache(gatewayUrl)).generation;

/**
 * Waits (60 s at most) until the catalog has made every price list an earlier pass changed, so that a pass after
 * an unrelated change is not timed while the background still makes the lists of the one before.
 */
async function listsMade(client: pg.Client): Promise<void> {
  const stale = 'SELECT count(*)::int AS n FROM price_lists WHERE made_version <> version';
  const end = Date.now() + 60_000;
  while ((await client.query<{ n: number }>(stale)).rows[0].n > 0 && Date.now() < end)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

/**
 * Makes every kept answer go, in the catalog service and the gateway alike, the way an owner's edit does: a
 * catalog.content.changed event (the information page saved unchanged) through the catalog's outbox. Then the
 * next pass over the calls measures answers made anew. Waits until the gateway has heard it.
 * `changed`: as if what that model is made of changed too (a catalog; every brand's products), so the catalog
 * service makes it anew: the tree read and built again, every price list made again (by readers, and in the
 * background after the event).
 */
export async function forgetKeptAnswers(databaseUrl: string, gatewayUrl: string, changed?: KeptModel): Promise<void> {
  const before = await generation(gatewayUrl);
  await onOneConnection(
    databaseUrl,
    async (client) => {
      await listsMade(client);
      await client.query('BEGIN');
      if (changed) await client.query(MOVE_VERSION[changed]);
      await addToOutbox(client, 'catalog.content.changed', {
        part: 'information',
        action: 'updated',
        removedImages: [],
      });
      await client.query('COMMIT');
    },
    '-c search_path=catalog',
  );
  const end = Date.now() + 10_000;
  while ((await generation(gatewayUrl)) === before) {
    if (Date.now() > end) throw new Error('the gateway did not hear the catalog change within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
