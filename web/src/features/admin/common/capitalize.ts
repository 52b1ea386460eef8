/**
 * Text fields are capitalised on blur (spec section 5): surrounding spaces trimmed and the first letter
 * upper-cased, also after opening quotes or brackets; text that starts with a digit stays as typed. Pure.
 */
export function capitalize(text: string): string {
  const trimmed = text.trim();
  const lead = /^[«"'„“([]*/u.exec(trimmed)?.[0].length ?? 0;
  const first = trimmed.charAt(lead);
  if (!/\p{L}/u.test(first)) return trimmed;
  return trimmed.slice(0, lead) + first.toLocaleUpperCase('ru') + trimmed.slice(lead + 1);
}
