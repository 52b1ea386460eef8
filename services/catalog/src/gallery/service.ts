import { addToOutbox, notFound, withTransaction, type Queryable, type ServiceContext } from '@shop/shared';
import { afterWrite } from '../common/after-write';
import { removedImages } from '../common/images';
import type { ImageInput } from '../common/schemas';
import { newId } from '../common/ids';
import { deleteCard, insertCard, lockCardImage, setCardOrder, updateCard, type GalleryCard } from './repo';
import { GALLERY_MESSAGES as M, type CardInput } from './schema';

type Change = { id?: string; action: 'created' | 'updated' | 'deleted'; removedImages: ImageInput[] };

/** Runs a gallery write with its catalog.content.changed event (and the images that went away) in one transaction. */
async function write<T>(ctx: ServiceContext, work: (db: Queryable) => Promise<{ result: T; change: Change }>) {
  const result = await withTransaction(ctx.pool, async (db) => {
    const done = await work(db);
    await addToOutbox(db, 'catalog.content.changed', { part: 'gallery', ...done.change });
    return done.result;
  });
  afterWrite(ctx);
  return result;
}

/** Adds a card, or edits the card the input names (id or _id); the old image goes when replaced. */
export function saveCard(ctx: ServiceContext, input: CardInput): Promise<GalleryCard> {
  const id = input.id || input._id;
  const card = { _id: id || newId(), description: input.description, image: input.image };
  return write(ctx, async (db) => {
    if (!id)
      return { result: await insertCard(db, card), change: { id: card._id, action: 'created', removedImages: [] } };
    const old = await lockCardImage(db, id);
    const saved = old && (await updateCard(db, card));
    if (!saved) throw notFound(M.notFound);
    return { result: saved, change: { id, action: 'updated', removedImages: removedImages([old], [card.image]) } };
  });
}

export function removeCard(ctx: ServiceContext, id: string): Promise<void> {
  return write(ctx, async (db) => {
    const image = await deleteCard(db, id);
    if (!image) throw notFound(M.notFound);
    return { result: undefined, change: { id, action: 'deleted', removedImages: removedImages([image], []) } };
  });
}

export function reorderCards(ctx: ServiceContext, cards: { _id: string; order: number }[]): Promise<void> {
  return write(ctx, async (db) => {
    for (const card of cards) if (!(await setCardOrder(db, card._id, card.order))) throw notFound(M.notFound);
    return { result: undefined, change: { action: 'updated', removedImages: [] } };
  });
}
