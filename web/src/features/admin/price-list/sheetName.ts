/** Spreadsheet sheet names (spec section 5): non-empty, at most 31 characters, none of [ ] / \ : * ?. Pure. */
export const SHEET_NAME_MAX = 31;
const FORBIDDEN = /[[\]/\\:*?]/g;

export function isValidSheetName(name: string): boolean {
  return name.length > 0 && name.length <= SHEET_NAME_MAX && !/[[\]/\\:*?]/.test(name);
}

/** A valid sheet name made from any text: forbidden characters dropped, spaces tidied, cut to 31; 'Прайс' if nothing is left. */
export function toSheetName(text: string, fallback = 'Прайс'): string {
  const name = text.replace(FORBIDDEN, ' ').replace(/\s+/g, ' ').trim().slice(0, SHEET_NAME_MAX).trim();
  return name || fallback;
}
