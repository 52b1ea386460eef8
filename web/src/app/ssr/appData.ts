/**
 * What the server hands the app beside the HTML it rendered: the API answers the first screen shows (SWR's
 * fallback, so the first client render draws the same page instead of a spinner) and the seed of the home
 * page's shuffle (so the popular products keep the server's order).
 */
import { unstable_serialize } from 'swr';
import type { ApiKey, AppData } from '@shop/shared/src/app-data';

export type { AppData };

/** The id of the <script type="application/json"> that carries AppData in the served page. */
export const APP_DATA_ID = 'app-data';

export const EMPTY_APP_DATA: AppData = { answers: [] };

const isKey = (key: unknown): key is ApiKey =>
  typeof key === 'string' || (Array.isArray(key) && key.length === 2 && typeof key[0] === 'string');

/** AppData from its JSON text; anything malformed counts as no data (the app then fetches as usual). */
export function parseAppData(text: string | null | undefined): AppData {
  try {
    const data = JSON.parse(text ?? '') as Partial<AppData>;
    const answers = Array.isArray(data.answers)
      ? data.answers.filter((a): a is [ApiKey, unknown] => Array.isArray(a) && a.length === 2 && isKey(a[0]))
      : [];
    return { answers, seed: typeof data.seed === 'number' ? data.seed : undefined };
  } catch {
    return EMPTY_APP_DATA;
  }
}

export const readAppData = (doc: Document): AppData => parseAppData(doc.getElementById(APP_DATA_ID)?.textContent);

/** SWR's fallback: each answer under the key SWR computes for it. */
export function swrFallback(answers: AppData['answers']): Record<string, unknown> {
  return Object.fromEntries(answers.map(([key, value]) => [unstable_serialize(key), value]));
}
