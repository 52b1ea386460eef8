import { findLeaf } from '@shop/shared/src/domain';
import {
  leavesOf,
  rebuildPriceTree,
  unpricedLeaves,
  updateLeaf,
  type ChosenOption,
  type ChosenValue,
} from './priceTree';

const size: ChosenOption = { id: 'o-size', ru: 'Размер', ua: 'Розмір' };
const color: ChosenOption = { id: 'o-color', ru: 'Цвет', ua: 'Колір' };
const v = (optId: string, id: string, ru: string): ChosenValue => ({ optId, id, ru, ua: ru });
const s23 = v('o-size', 's23', '23');
const s25 = v('o-size', 's25', '25');
const black = v('o-color', 'black', 'Чёрный');
const white = v('o-color', 'white', 'Белый');

describe('option price tree', () => {
  it('is a single base leaf without options', () => {
    expect(rebuildPriceTree([], [], [])).toEqual([{ id: 'base', ru: '', ua: '' }]);
  });

  it('has one level per option and one leaf per value combination, in option order', () => {
    const tree = rebuildPriceTree([size, color], [black, s23, s25, white], []);
    expect(tree.map((n) => n.id)).toEqual(['s23', 's25']);
    expect(leavesOf(tree).map((l) => l.path.join('/'))).toEqual(['s23/black', 's23/white', 's25/black', 's25/white']);
    expect(tree[0].add?.[0]).toEqual({ id: 'black', optId: 'o-color', ru: 'Чёрный', ua: 'Чёрный' });
  });

  it('keeps prices and barcodes already entered when values are added or removed', () => {
    let tree = rebuildPriceTree([size], [s23, s25], []);
    tree = updateLeaf(tree, ['s23'], { price: 10, barcode: '4820000000017' });
    tree = updateLeaf(tree, ['s25'], { price: 12 });
    const s27 = v('o-size', 's27', '27');
    const grown = rebuildPriceTree([size], [s23, s25, s27], tree);
    expect(findLeaf(grown, ['s23'])).toMatchObject({ price: 10, barcode: '4820000000017' });
    expect(findLeaf(grown, ['s25'])?.price).toBe(12);
    expect(leavesOf(grown)[2].node.price).toBeUndefined();
    const shrunk = rebuildPriceTree([size], [s25, s27], grown);
    expect(leavesOf(shrunk).map((l) => [l.path[0], l.node.price])).toEqual([
      ['s25', 12],
      ['s27', undefined],
    ]);
  });

  it('copies a price down to the new combinations when an option is added', () => {
    const tree = updateLeaf(rebuildPriceTree([size], [s23], []), ['s23'], { price: 7 });
    const withColor = rebuildPriceTree([size, color], [s23, black, white], tree);
    expect(findLeaf(withColor, ['s23', 'black'])?.price).toBe(7);
    expect(findLeaf(withColor, ['s23', 'white'])?.price).toBe(7);
  });

  it('keeps the base price when options are cleared and set again', () => {
    const base = updateLeaf(rebuildPriceTree([], [], []), ['base'], { price: 99 });
    expect(findLeaf(rebuildPriceTree([], [], base), [])?.price).toBe(99);
  });

  it('skips an option with no chosen value', () => {
    const tree = rebuildPriceTree([size, color], [s23], []);
    expect(leavesOf(tree).map((l) => l.path)).toEqual([['s23']]);
  });

  it('clears a price and barcode set to nothing, and lists unpriced leaves', () => {
    let tree = rebuildPriceTree([size], [s23, s25], []);
    tree = updateLeaf(tree, ['s23'], { price: 5, barcode: '1' });
    expect(unpricedLeaves(tree).map((l) => l.path)).toEqual([['s25']]);
    tree = updateLeaf(tree, ['s23'], { price: undefined, barcode: '' });
    expect(tree[0]).toEqual({ id: 's23', optId: 'o-size', ru: '23', ua: '23' });
    expect(unpricedLeaves(tree)).toHaveLength(2);
  });
});
