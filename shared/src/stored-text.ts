import type { RequestHandler } from 'express';
import { badRequest } from './errors';

/** Half of a surrogate pair on its own (ill-formed UTF-16). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** U+0000 or a lone surrogate: text PostgreSQL refuses to store. */
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** True when a string or key anywhere in `value` is unstorable (walked without recursion: bodies can nest deeply). */
export function hasUnstorableText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string' && unstorable(item)) return true;
    if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (unstorable(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * No shop text needs U+0000 or a lone surrogate, and PostgreSQL cannot store them (text, jsonb): a path or body
 * with one is bad input (400), refused before a query fails on it with a 500.
 */
export const refuseUnstorableText: RequestHandler = (req, _res, next) => {
  next(/%00/.test(req.url) || hasUnstorableText(req.body) ? badRequest('Некорректный запрос') : undefined);
};
