import type { Queryable } from '@shop/shared';
import { CARD_JSON } from '../products/card';
import { prepared } from '../common/prepared';

/** A found product's card as JSON. */
export interface FoundCard {
  id: string;
  json: string;
}

type VersionedCardRow = { version: string } & (FoundCard | { id: null; json: null });

const cardsQuery = prepared<VersionedCardRow>(
  'search-cards-by-ids',
  `SELECT v.n AS version, c.* FROM versions v
   LEFT JOIN LATERAL (SELECT p.id, ${CARD_JSON} AS json FROM products p WHERE p.id = ANY($1)) c ON true
   WHERE v.name = 'search'`,
);

/** The cards of these product ids, in this order, and the search words' version they were read at. */
export async function cardsInOrder(db: Queryable, ids: string[]): Promise<{ version: number; cards: FoundCard[] }> {
  const { rows } = await cardsQuery(db, [ids]);
  const byId = new Map(rows.flatMap((r) => (r.id === null ? [] : [[r.id, r] as const])));
  return { version: Number(rows[0].version), cards: ids.flatMap((id) => byId.get(id) ?? []) };
}
