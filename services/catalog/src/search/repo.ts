import type { ProductCard, Queryable } from '@shop/shared';
import { CARD_COLUMNS, toProductCard, type CardRow } from '../products/card';
import { prepared } from '../common/prepared';

type VersionedCardRow = { version: string } & (CardRow | { [K in keyof CardRow]: null });

const cardsQuery = prepared<VersionedCardRow>(
  'search-cards-by-ids',
  `SELECT v.n AS version, c.* FROM versions v
   LEFT JOIN LATERAL (SELECT ${CARD_COLUMNS} FROM products p WHERE p.id = ANY($1)) c ON true
   WHERE v.name = 'search'`,
);

/** The cards of these product ids, in this order, and the search words' version they were read at. */
export async function cardsInOrder(db: Queryable, ids: string[]): Promise<{ version: number; cards: ProductCard[] }> {
  const { rows } = await cardsQuery(db, [ids]);
  const byId = new Map(rows.flatMap((r) => (r.id === null ? [] : [[r.id, toProductCard(r)] as const])));
  return { version: Number(rows[0].version), cards: ids.flatMap((id) => byId.get(id) ?? []) };
}
