/** What the cart and order tables show: one column per option name, totals, and the order checks of spec section 5. Pure. */
import {
  MESSAGES,
  MIN_ORDER_UAH,
  convert,
  totalUah,
  type Bilingual,
  type CartLine,
  type Currency,
  type CurrencyRate,
} from '@shop/shared/src/domain';

type LineOptions = Pick<CartLine, 'options'>;

/** The option names of all lines, each once, in the order they first appear. */
export function optionColumns(lines: LineOptions[]): Bilingual[] {
  const columns: Bilingual[] = [];
  for (const line of lines) {
    for (const option of line.options) {
      if (!columns.some((c) => c.ru === option.ru)) columns.push({ ru: option.ru, ua: option.ua });
    }
  }
  return columns;
}

/** The line's value for an option column, or null when the line has no such option. */
export function optionValue(line: LineOptions, column: Bilingual): Bilingual | null {
  return line.options.find((o) => o.ru === column.ru)?.value ?? null;
}

type Priced = Pick<CartLine, 'price' | 'currencyValue' | 'qnt'>;

/** The sum of the lines in the shop currency; null when a conversion needs rates that are missing. */
export function cartSum(lines: Priced[], to: Currency, rates: CurrencyRate | null): number | null {
  const counted = lines.filter((l) => l.qnt > 0);
  if (counted.every((l) => l.currencyValue === to)) return totalUah(counted, { USD: 1, EUR: 1 });
  if (!rates) return null;
  return convert(totalUah(counted, rates), 'UAH', to, rates);
}

/** The browser's warning before sending (the server decides): empty order, missing rates, minimum order. */
export function orderWarning(lines: Priced[], rates: CurrencyRate | null): string | null {
  const counted = lines.filter((l) => l.qnt > 0);
  if (!counted.length) return MESSAGES.emptyOrder;
  if (!rates) return MESSAGES.noRates;
  return totalUah(counted, rates) > MIN_ORDER_UAH ? null : MESSAGES.minOrder;
}
