/** Gallery card order (spec section 4): moving a card swaps its order number with its neighbour's. Pure. */
export interface OrderedCard {
  _id: string;
  order: number;
}

export const sortCards = <T extends OrderedCard>(cards: T[]): T[] =>
  [...cards].sort((a, b) => a.order - b.order || a._id.localeCompare(b._id));

/**
 * The two cards to save when `id` moves left (-1) or right (+1): both with their order numbers swapped;
 * null at either end. Equal order numbers (old data) are made distinct by position.
 */
export function swapWithNeighbour<T extends OrderedCard>(cards: T[], id: string, direction: -1 | 1): [T, T] | null {
  const sorted = sortCards(cards);
  const i = sorted.findIndex((c) => c._id === id);
  const j = i + direction;
  if (i < 0 || j < 0 || j >= sorted.length) return null;
  const [a, b] = [sorted[i], sorted[j]];
  const [orderA, orderB] = a.order === b.order ? [i, j] : [a.order, b.order];
  return [
    { ...a, order: orderB },
    { ...b, order: orderA },
  ];
}

/** The order number for a new card: after the last one. */
export const nextOrder = (cards: OrderedCard[]) => cards.reduce((max, c) => Math.max(max, c.order), 0) + 1;
