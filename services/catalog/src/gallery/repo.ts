import type { Bilingual, Queryable } from '@shop/shared';

export interface GalleryCard {
  _id: string;
  order: number;
  description: Bilingual;
  image: { lg: string; md: string; sm?: string };
}

type Row = { id: string; sort_order: number; description: Bilingual; image: GalleryCard['image'] };
const toCard = (r: Row): GalleryCard => ({
  _id: r.id,
  order: r.sort_order,
  description: r.description,
  image: r.image,
});

export async function listCards(db: Queryable): Promise<GalleryCard[]> {
  const { rows } = await db.query<Row>(
    'SELECT id, sort_order, description, image FROM gallery_cards ORDER BY sort_order, created_at, id',
  );
  return rows.map(toCard);
}

export async function insertCard(db: Queryable, card: Omit<GalleryCard, 'order'>): Promise<GalleryCard> {
  const { rows } = await db.query<Row>(
    `INSERT INTO gallery_cards (id, sort_order, description, image)
     VALUES ($1, (SELECT coalesce(max(sort_order), 0) + 1 FROM gallery_cards), $2, $3)
     RETURNING id, sort_order, description, image`,
    [card._id, card.description, card.image],
  );
  return toCard(rows[0]);
}

export async function updateCard(db: Queryable, card: Omit<GalleryCard, 'order'>): Promise<GalleryCard | undefined> {
  const { rows } = await db.query<Row>(
    'UPDATE gallery_cards SET description = $2, image = $3 WHERE id = $1 RETURNING id, sort_order, description, image',
    [card._id, card.description, card.image],
  );
  return rows[0] && toCard(rows[0]);
}

/** The card's image, locked until the transaction ends (an edit compares it with the new one). */
export async function lockCardImage(db: Queryable, id: string): Promise<GalleryCard['image'] | undefined> {
  const { rows } = await db.query<Pick<Row, 'image'>>('SELECT image FROM gallery_cards WHERE id = $1 FOR UPDATE', [id]);
  return rows[0]?.image;
}

/** Deletes a card; returns its image, or undefined when there was no such card. */
export async function deleteCard(db: Queryable, id: string): Promise<GalleryCard['image'] | undefined> {
  const { rows } = await db.query<Pick<Row, 'image'>>('DELETE FROM gallery_cards WHERE id = $1 RETURNING image', [id]);
  return rows[0]?.image;
}

export async function setCardOrder(db: Queryable, id: string, order: number): Promise<boolean> {
  return (await db.query('UPDATE gallery_cards SET sort_order = $2 WHERE id = $1', [id, order])).rowCount === 1;
}
