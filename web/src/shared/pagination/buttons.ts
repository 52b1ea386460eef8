/** Pagination of spec section 9: 3, 5 or 7 numbered buttons by viewport width, with first/last and ellipses. Pure. */

export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: string };

/** Numbered buttons for a viewport width: under 640 -> 3, 640-1023 -> 5, 1024 and up -> 7. */
export function buttonsForWidth(width: number): number {
  if (width < 640) return 3;
  if (width < 1024) return 5;
  return 7;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A window of `size` pages around the current one, plus the first and last page and ellipses for the gaps. */
export function pageItems(current: number, total: number, size: number): PageItem[] {
  if (total <= 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const width = Math.min(size, total);
  let start = Math.max(1, page - Math.floor(width / 2));
  start = Math.min(start, total - width + 1);
  const end = start + width - 1;
  const items: PageItem[] = [];
  if (start > 1) items.push({ kind: 'page', page: 1 });
  if (start > 2) items.push({ kind: 'ellipsis', key: 'start' });
  for (let p = start; p <= end; p++) items.push({ kind: 'page', page: p });
  if (end < total - 1) items.push({ kind: 'ellipsis', key: 'end' });
  if (end < total) items.push({ kind: 'page', page: total });
  return items;
}

/** The remembered page, reset to 1 when it is out of range. */
export function validPage(stored: number | null | undefined, total: number): number {
  if (!stored || !Number.isInteger(stored) || stored < 1 || stored > total) return 1;
  return stored;
}
