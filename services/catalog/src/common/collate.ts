/** Russian alphabetical order (one collator: localeCompare with a locale builds a new one per call). */
const ru = new Intl.Collator('ru');
export const compareRu = (a: string, b: string): number => ru.compare(a, b);
