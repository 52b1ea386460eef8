import { findLeaf, MIN_ORDER_UAH, totalUah, type PriceTreeNode } from '@shop/shared';
import { cartLine, orderBodies, pickLeaf, type PricedProduct } from './orders';

const rate = { USD: 41.5, EUR: 45.2 };
const sizes = ['s1', 's2'];
const colours = ['c1', 'c2', 'c3'];
const tree: PriceTreeNode[] = sizes.map((s, i) => ({
  id: s,
  ru: s,
  ua: s,
  add: colours.map((c, j) => ({ id: c, ru: c, ua: c, price: 10 + i * 10 + j })),
}));
const product = (
  id: string,
  optPrices: PriceTreeNode[],
  currencyValue: PricedProduct['currencyValue'] = 'UAH',
): PricedProduct => ({
  _id: id,
  name: { ru: `Носки ${id}`, ua: `Шкарпетки ${id}` },
  currencyValue,
  selfOpt: [
    { id: 'size', ru: 'Размер', ua: 'Розмір' },
    { id: 'colour', ru: 'Цвет', ua: 'Колір' },
  ],
  selfOptValues: [
    ...sizes.map((s) => ({ id: s, optId: 'size', ru: `р${s}`, ua: `р${s}` })),
    ...colours.map((c) => ({ id: c, optId: 'colour', ru: `ц${c}`, ua: `к${c}` })),
  ],
  optPrices,
});
const base = (price: number): PriceTreeNode[] => [{ id: 'base', ru: '', ua: '', price }];

describe('bench orders', () => {
  it('walks the price tree to a real leaf, varying with the pick', () => {
    for (const pick of [0, 1, 2, 5]) {
      const leaf = pickLeaf(tree, pick)!;
      expect(leaf.optionValueIds).toHaveLength(2);
      expect(findLeaf(tree, leaf.optionValueIds)!.price).toBe(leaf.price);
    }
    expect(pickLeaf(tree, 0)).not.toEqual(pickLeaf(tree, 1));
    expect(pickLeaf(base(55), 3)).toEqual({ optionValueIds: [], price: 55 });
    expect(pickLeaf([{ id: 'base', ru: '', ua: '' }], 0)).toBeUndefined();
  });

  it('makes a line worth the asked amount with the display fields', () => {
    const line = cartLine(product('p1', tree, 'USD'), 0, rate, 600)!;
    expect(line.price * rate.USD * line.qnt).toBeGreaterThanOrEqual(600);
    expect(line.price * rate.USD * (line.qnt - 1)).toBeLessThan(600);
    expect(line.options).toEqual([
      { ru: 'Размер', ua: 'Розмір', value: { ru: 'рs1', ua: 'рs1' } },
      { ru: 'Цвет', ua: 'Колір', value: { ru: 'цc2', ua: 'кc2' } },
    ]);
    expect(cartLine(product('free', base(0)), 0, rate, 600)).toBeUndefined();
    expect(cartLine(product('cheap', base(0.5)), 0, rate, 600)).toBeUndefined();
  });

  it('builds orders above the minimum from two different products each', () => {
    const products = Array.from({ length: 9 }, (_, i) =>
      product(`p${i}`, i % 3 ? tree : base(700), i % 2 ? 'EUR' : 'UAH'),
    );
    const bodies = orderBodies(products, rate, 10).map((b) => JSON.parse(b));
    expect(bodies).toHaveLength(4);
    for (const body of bodies) {
      expect(body.orderItems[0].productId).not.toBe(body.orderItems[1].productId);
      expect(totalUah(body.orderItems, rate)).toBeGreaterThan(MIN_ORDER_UAH);
      expect(body.delivery).toMatchObject({ name: expect.any(String), phone: expect.any(String) });
    }
  });
});
