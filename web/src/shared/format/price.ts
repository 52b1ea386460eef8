/** Prices in the shop's chosen currency, 2 decimals, with ₴ $ €. Pure. */
import {
  CURRENCY_SYMBOLS,
  chargedPriceUah,
  convert,
  round2,
  type CartLine,
  type Currency,
  type CurrencyRate,
} from '@shop/shared/src/domain';

/** The amount converted into the shop currency; without rates a foreign amount cannot be converted (null). */
export function priceIn(
  amount: number,
  from: Currency,
  to: Currency,
  rates: CurrencyRate | null | undefined,
): number | null {
  if (from === to) return convert(amount, from, to, { USD: 1, EUR: 1 });
  if (!rates || !(rates.USD > 0) || !(rates.EUR > 0)) return null;
  return convert(amount, from, to, rates);
}

/** '1 234.50' style: 2 decimals, thin grouping of thousands. */
export function formatAmount(amount: number): string {
  const [int, dec] = amount.toFixed(2).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}.${dec}`;
}

export function formatMoney(amount: number, currency: Currency): string {
  return `${formatAmount(amount)}\u00a0${CURRENCY_SYMBOLS[currency]}`;
}

/** The price text for the shop currency, falling back to the product's own currency while rates are missing. */
export function formatPrice(
  amount: number,
  from: Currency,
  to: Currency,
  rates: CurrencyRate | null | undefined,
): string {
  const value = priceIn(amount, from, to, rates);
  return value === null ? formatMoney(amount, from) : formatMoney(value, to);
}

/**
 * A cart line's sum. In ₴ each piece at its UAH price to the cent, as an order charges it, so the lines add up to
 * the total; in the product's currency or another one, the whole line converted.
 */
export function formatLineSum(
  line: Pick<CartLine, 'price' | 'currencyValue' | 'qnt'>,
  to: Currency,
  rates: CurrencyRate | null | undefined,
): string {
  if (to === 'UAH' && priceIn(line.price, line.currencyValue, to, rates) !== null)
    return formatMoney(round2(chargedPriceUah(line, rates ?? { USD: 1, EUR: 1 }) * line.qnt), 'UAH');
  return formatPrice(line.price * line.qnt, line.currencyValue, to, rates);
}

/** A rate shown in the header: 2 decimals. */
export function formatRate(rate: number | undefined): string {
  return typeof rate === 'number' && Number.isFinite(rate) ? rate.toFixed(2) : '—';
}
