/** PURE: visitor orders above the minimum, built from real products and their option price trees. */
import {
  chargedPriceUah,
  MIN_ORDER_UAH,
  type Bilingual,
  type CartLine,
  type Currency,
  type CurrencyRate,
  type PriceTreeNode,
} from '@shop/shared';

export interface PricedProduct {
  _id: string;
  name: Bilingual;
  currencyValue: Currency;
  selfOpt: { id: string; ru: string; ua: string }[];
  selfOptValues: { id: string; optId: string; ru: string; ua: string }[];
  optPrices: PriceTreeNode[];
}

/** The `pick`-th leaf of the tree (wrapping), as the option value ids leading to it and its price. */
export function pickLeaf(tree: PriceTreeNode[], pick: number): { optionValueIds: string[]; price: number } | undefined {
  const ids: string[] = [];
  let level = tree;
  for (let depth = 0; level.length; depth++) {
    const node = level[(pick + depth) % level.length];
    if (!node.add?.length) {
      if (typeof node.price !== 'number') return undefined;
      if (node.id !== 'base') ids.push(node.id);
      return { optionValueIds: ids, price: node.price };
    }
    ids.push(node.id);
    level = node.add;
  }
  return undefined;
}

/** A cart line worth at least `minUah` (quantity 1-999), with the display fields a real cart keeps. */
export function cartLine(
  product: PricedProduct,
  pick: number,
  rate: CurrencyRate,
  minUah: number,
): CartLine | undefined {
  const leaf = pickLeaf(product.optPrices, pick);
  if (!leaf || leaf.price <= 0) return undefined;
  const unitUah = chargedPriceUah({ price: leaf.price, currencyValue: product.currencyValue }, rate);
  const qnt = Math.ceil(minUah / unitUah);
  if (qnt > 999) return undefined;
  const options = leaf.optionValueIds.map((valueId, depth) => {
    const value = product.selfOptValues.find((v) => v.id === valueId)!;
    const opt = product.selfOpt[depth];
    return { ru: opt.ru, ua: opt.ua, value: { ru: value.ru, ua: value.ua } };
  });
  return {
    productId: product._id,
    optionValueIds: leaf.optionValueIds,
    name: product.name,
    options,
    qnt,
    price: leaf.price,
    currencyValue: product.currencyValue,
  };
}

const DELIVERY = {
  name: 'Ирина',
  surname: 'Бенчмарк',
  phone: '+38 (067) 123-45-67',
  city: 'Харьков',
  carrier: 'Новая Почта',
  branch: '12',
  pickup: false,
  prepaid: false,
};

/**
 * `count` order bodies of two lines each from different products, every line worth more than 60% of the
 * minimum, so each order is comfortably above it. Products whose price cannot make such a line are skipped.
 */
export function orderBodies(products: PricedProduct[], rate: CurrencyRate, count: number): string[] {
  const lines: CartLine[] = [];
  for (let i = 0; i < products.length && lines.length < count * 2; i++) {
    const line = cartLine(products[i], i, rate, MIN_ORDER_UAH * 0.6);
    if (line) lines.push(line);
  }
  const bodies: string[] = [];
  for (let i = 0; i + 1 < lines.length && bodies.length < count; i += 2) {
    bodies.push(
      JSON.stringify({ orderItems: [lines[i], lines[i + 1]], delivery: DELIVERY, langKey: i % 4 ? 'ru' : 'ua' }),
    );
  }
  return bodies;
}
