import { Router } from 'express';
import {
  addToOutbox,
  parseOr400,
  requireAdmin,
  shopContactsInput,
  withTransaction,
  type ServiceContext,
} from '@shop/shared';
import { afterWrite } from '../common/after-write';
import { cachedJson } from '../read-cache';
import { readShopContacts, saveShopContacts } from './repo';

/** /api/information/contacts: the shop's name, phones and map location (with the page's address and hours). */
export function shopContactsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  const send = cachedJson(ctx);
  router.get('/', async (req, res) => {
    await send(req, res, 'contacts', () => readShopContacts(ctx.pool));
  });
  router.post('/', requireAdmin, async (req, res) => {
    const contacts = parseOr400(shopContactsInput, req.body ?? {});
    const saved = await withTransaction(ctx.pool, async (db) => {
      await saveShopContacts(db, contacts);
      await addToOutbox(db, 'catalog.content.changed', { part: 'contacts', action: 'updated', removedImages: [] });
      return readShopContacts(db);
    });
    afterWrite(ctx);
    res.json(saved);
  });
  return router;
}
