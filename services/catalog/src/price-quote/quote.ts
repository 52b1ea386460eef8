import { badRequest, findLeaf, type Bilingual, type Currency, type Queryable } from '@shop/shared';
import type { Product } from '../products/repo';

export const QUOTE_MESSAGES = { product: 'Товар не найден', combination: 'Такой комбинации опций нет' } as const;

export interface QuoteLineInput {
  productId: string;
  optionValueIds: string[];
}

export interface QuotedLine extends QuoteLineInput {
  name: Bilingual;
  options: { ru: string; ua: string; value: Bilingual }[];
  price: number;
  currencyValue: Currency;
  /** The product's brand, for the orders service's sales figures. */
  brand: { id: string; name: Bilingual };
}

type Priced = Pick<Product, 'name' | 'currencyValue' | 'selfOpt' | 'selfOptValues' | 'optPrices'> & {
  brand: QuotedLine['brand'];
};

async function loadProducts(db: Queryable, ids: string[]): Promise<Map<string, Priced>> {
  const { rows } = await db.query<{ id: string } & Record<string, never>>(
    `SELECT p.id, p.name, p.currency_value AS "currencyValue", p.self_opt AS "selfOpt",
       p.self_opt_values AS "selfOptValues", p.opt_prices AS "optPrices",
       jsonb_build_object('id', b.id, 'name', b.name) AS brand
     FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id = ANY($1)`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r as unknown as Priced]));
}

/** The current name, option names, price and currency of one line, or a 400 with the contract's message. */
export function quoteLine(product: Priced | undefined, line: QuoteLineInput): QuotedLine {
  if (!product) throw badRequest(QUOTE_MESSAGES.product);
  const leaf = findLeaf(product.optPrices, line.optionValueIds);
  if (!leaf || line.optionValueIds.length !== product.selfOpt.length) throw badRequest(QUOTE_MESSAGES.combination);
  const options = line.optionValueIds.map((valueId, depth) => {
    const value = product.selfOptValues.find((v) => v.id === valueId && v.optId === product.selfOpt[depth].id);
    if (!value) throw badRequest(QUOTE_MESSAGES.combination);
    const opt = product.selfOpt[depth];
    return { ru: opt.ru, ua: opt.ua, value: { ru: value.ru, ua: value.ua } };
  });
  const { name, currencyValue, brand } = product;
  return { ...line, name, options, price: leaf.price!, currencyValue, brand };
}

export async function priceQuote(db: Queryable, lines: QuoteLineInput[]): Promise<QuotedLine[]> {
  const products = await loadProducts(db, [...new Set(lines.map((l) => l.productId))]);
  return lines.map((line) => quoteLine(products.get(line.productId), line));
}
