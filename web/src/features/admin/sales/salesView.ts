/** The sales dashboard's view rules: the periods offered, the query, shares and labels. Pure. */
import { formatAmount } from '../../../shared/format/price';

export const PERIOD_DAYS = [7, 30, 90, 365] as const;
export type PeriodDays = (typeof PERIOD_DAYS)[number];

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The query of the last `days` days up to `today` (YYYY-MM-DD, both counted). */
export function periodQuery(days: number, today: string): string {
  const to = Date.parse(today);
  return `?from=${isoDay(to - (days - 1) * DAY_MS)}&to=${today}`;
}

/** Today in Kyiv, the shop's day. */
export function kyivToday(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Kyiv' }).format(now);
}

/** UAH the shop's way: '1 234.50 ₴'. */
export const uah = (amount: number) => `${formatAmount(amount)}\u00a0₴`;

/** A compact axis label: 950, 12 тыс., 1,2 млн. */
export function compactUah(amount: number): string {
  if (amount >= 1_000_000) return `${(amount / 1_000_000).toFixed(1).replace('.', ',')} млн`;
  if (amount >= 1_000) return `${Math.round(amount / 1_000)} тыс.`;
  return String(Math.round(amount));
}

/** A part of a whole in whole percent (0 when there is no whole). */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

const MONTHS = ['янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'];

/** '2026-03-05' → '05.03'; '2026-03' → 'мар 26'. */
export function pointLabel(at: string): string {
  const [year, month, day] = at.split('-');
  return day ? `${day}.${month}` : `${MONTHS[Number(month) - 1]} ${year.slice(2)}`;
}
