/** The search box text rule: cleaned, at most 40 characters. Pure. */
import { SEARCH_MAX_LENGTH } from '@shop/shared/src/domain';
import { cleanText } from '@shop/shared/src/text';

export const SEARCH_DEBOUNCE_MS = 200;

/** What is sent: the cleaned text cut to 40 characters ('' sends nothing). */
export function searchQuery(input: string): string {
  return cleanText(input).slice(0, SEARCH_MAX_LENGTH).trim();
}
