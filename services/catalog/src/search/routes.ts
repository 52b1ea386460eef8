import type { Router } from 'express';
import { z } from 'zod';
import { parseOr400, type ServiceContext } from '@shop/shared';
import { cachedJson, keptCardsLimit, readCache } from '../read-cache';
import { FoundCards } from './found-cards';
import { queryKeys } from './keys';
import { searchProducts } from './service';
import { liveWordIndex } from './word-loading';

const searchInput = z.object({
  string: z.string({ error: 'Введите текст для поиска' }).max(1000, 'Слишком длинный запрос'),
  langKey: z.enum(['ru', 'ua']).default('ru'),
});

/** POST /api/products/search {string, langKey}: at most 20 products, most relevant first (the same for both languages). */
export function mountSearch(router: Router, ctx: ServiceContext): void {
  const send = cachedJson(ctx);
  const words = liveWordIndex(ctx);
  const found = new FoundCards(readCache(ctx), keptCardsLimit(ctx));
  router.post('/search', async (req, res) => {
    const keys = queryKeys(parseOr400(searchInput, req.body ?? {}).string);
    await send(req, res, `search ${keys.join('|')}`, () => searchProducts(ctx.pool, words, found, keys));
  });
}
