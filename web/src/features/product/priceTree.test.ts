import type { PriceTreeNode } from '@shop/shared/src/domain';
import { cartLinesFrom, chosenTotals, leaves, resetQnts, setLeafQnt } from './priceTree';

const tree: PriceTreeNode[] = [
  {
    id: 's',
    optId: 'size',
    ru: 'S',
    ua: 'S',
    add: [
      { id: 'black', optId: 'color', ru: 'Чёрный', ua: 'Чорний', price: 10 },
      { id: 'white', optId: 'color', ru: 'Белый', ua: 'Білий', price: 12 },
    ],
  },
  {
    id: 'm',
    optId: 'size',
    ru: 'M',
    ua: 'M',
    add: [{ id: 'black', optId: 'color', ru: 'Чёрный', ua: 'Чорний', price: 15.5 }],
  },
];

const product = {
  _id: 'p1',
  name: { ru: 'Носки', ua: 'Шкарпетки' },
  currencyValue: 'USD' as const,
  selfOpt: [
    { id: 'size', ru: 'Размер', ua: 'Розмір' },
    { id: 'color', ru: 'Цвет', ua: 'Колір' },
  ],
};

describe('option price tree', () => {
  it('lists leaves with their paths', () => {
    expect(leaves(tree).map((l) => l.path.map((n) => n.id).join('/'))).toEqual(['s/black', 's/white', 'm/black']);
  });

  it('sets a leaf quantity without touching the original', () => {
    const next = setLeafQnt(tree, ['s', 'white'], '3');
    expect(leaves(next)[1].leaf.qnt).toBe('3');
    expect(leaves(tree)[1].leaf.qnt).toBeUndefined();
  });

  it('counts the chosen pieces and their sum', () => {
    const next = setLeafQnt(setLeafQnt(tree, ['s', 'white'], '3'), ['m', 'black'], '2');
    expect(chosenTotals(next)).toEqual({ count: 5, sum: 67 });
    expect(chosenTotals(tree)).toEqual({ count: 0, sum: 0 });
  });

  it('turns each chosen leaf into a cart line with its options', () => {
    const next = setLeafQnt(setLeafQnt(tree, ['s', 'white'], '3'), ['m', 'black'], '0');
    expect(cartLinesFrom(product, next)).toEqual([
      {
        productId: 'p1',
        optionValueIds: ['s', 'white'],
        name: product.name,
        options: [
          { ru: 'Размер', ua: 'Розмір', value: { ru: 'S', ua: 'S' } },
          { ru: 'Цвет', ua: 'Колір', value: { ru: 'Белый', ua: 'Білий' } },
        ],
        qnt: 3,
        price: 12,
        currencyValue: 'USD',
      },
    ]);
  });

  it('a product without options has one base leaf and no option values', () => {
    const base: PriceTreeNode[] = [{ id: 'base', ru: '', ua: '', price: 99, qnt: '2' }];
    const [line] = cartLinesFrom({ ...product, selfOpt: [] }, base);
    expect(line.optionValueIds).toEqual([]);
    expect(line.options).toEqual([]);
    expect(line.qnt).toBe(2);
  });

  it('resets the quantities', () => {
    const next = resetQnts(setLeafQnt(tree, ['s', 'black'], '7'));
    expect(chosenTotals(next).count).toBe(0);
    expect(next).toEqual(tree);
  });
});
