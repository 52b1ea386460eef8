import { Router } from 'express';
import { parseOr400, requireAdmin, requireUser, type Pool } from '@shop/shared';
import { updateProfileSchema } from './schema';
import { currentUser, deliveryList, updateProfile } from './service';

export function usersRouter(pool: Pool): Router {
  const router = Router();
  router.get('/api/user/me', async (req, res) => {
    res.json({ user: await currentUser(pool, req.user) });
  });
  router.put('/api/user', requireUser, async (req, res) => {
    const input = parseOr400(updateProfileSchema, req.body);
    res.json({ user: await updateProfile(pool, req.user!, input) });
  });
  router.get('/api/user', requireAdmin, async (_req, res) => {
    res.json({ users: await deliveryList(pool) });
  });
  return router;
}
