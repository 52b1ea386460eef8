import { nextOrder, sortCards, swapWithNeighbour } from './galleryOrder';

const cards = [
  { _id: 'c', order: 3 },
  { _id: 'a', order: 1 },
  { _id: 'b', order: 2 },
];

describe('gallery order', () => {
  it('sorts by order number', () => {
    expect(sortCards(cards).map((c) => c._id)).toEqual(['a', 'b', 'c']);
  });

  it('swaps the order numbers of a card and its left or right neighbour', () => {
    expect(swapWithNeighbour(cards, 'b', -1)).toEqual([
      { _id: 'b', order: 1 },
      { _id: 'a', order: 2 },
    ]);
    expect(swapWithNeighbour(cards, 'b', 1)).toEqual([
      { _id: 'b', order: 3 },
      { _id: 'c', order: 2 },
    ]);
  });

  it('does nothing at the ends or for an unknown card', () => {
    expect(swapWithNeighbour(cards, 'a', -1)).toBeNull();
    expect(swapWithNeighbour(cards, 'c', 1)).toBeNull();
    expect(swapWithNeighbour(cards, 'x', 1)).toBeNull();
  });

  it('still moves cards that share an order number', () => {
    const same = [
      { _id: 'a', order: 0 },
      { _id: 'b', order: 0 },
    ];
    const swapped = swapWithNeighbour(same, 'a', 1)!;
    expect(swapped.map((c) => [c._id, c.order])).toEqual([
      ['a', 1],
      ['b', 0],
    ]);
  });

  it('gives a new card the next order number', () => {
    expect(nextOrder(cards)).toBe(4);
    expect(nextOrder([])).toBe(1);
  });
});
