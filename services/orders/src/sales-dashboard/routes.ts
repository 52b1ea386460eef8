import { Router } from 'express';
import { parseOr400, requireAdmin, SALES_DASHBOARD_PATH, salesPeriodQuery, type Pool } from '@shop/shared';
import { salesDashboard, shopToday, type Period } from './repo';

const DEFAULT_DAYS = 30;

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(day) - days * 86_400_000).toISOString().slice(0, 10);

/** The period asked for; the last 30 days (Kyiv time) by default, or the 30 days up to `to`. */
async function periodOf(pool: Pool, query: unknown): Promise<Period> {
  const { from, to } = parseOr400(salesPeriodQuery, query);
  const end = to ?? (await shopToday(pool));
  const start = from ?? daysBefore(end, DEFAULT_DAYS - 1);
  return parseOr400(salesPeriodQuery, { from: start, to: end }) as Period;
}

/** GET /api/order/sales/dashboard?from&to (admin): the sales figures of a period, in UAH. */
export function salesDashboardRoutes(pool: Pool): Router {
  const router = Router();
  router.get(SALES_DASHBOARD_PATH, requireAdmin, async (req, res) => {
    res.json(await salesDashboard(pool, await periodOf(pool, req.query)));
  });
  return router;
}
