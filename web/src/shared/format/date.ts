/** Dates as the spec shows them: DD-MM-YYYY, on the shop's calendar (Kyiv). Pure. */
export const SHOP_TIME_ZONE = 'Europe/Kiev';

export function formatDate(value: string | Date, timeZone = SHOP_TIME_ZONE): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}

/** Date and time on the shop's clock: DD-MM-YYYY HH:MM (24 h), for the history of an order. */
export function formatDateTime(value: string | Date, timeZone = SHOP_TIME_ZONE): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${formatDate(date, timeZone)} ${time.format(date)}`;
}
