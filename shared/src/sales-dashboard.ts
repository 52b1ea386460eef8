/** The admin's sales dashboard: its query and answer, shared by the orders service and the admin page. */
import { z } from 'zod';
import type { Bilingual } from './domain';

export const SALES_DASHBOARD_PATH = '/api/order/sales/dashboard';
export const SALES_PERIOD_MESSAGE = 'Период: даты ГГГГ-ММ-ДД, начало не позже конца и не больше 366 дней';
export const SALES_PERIOD_MAX_DAYS = 366;

/** A real calendar day (2026-02-30 is not one). */
const isDay = (text: string) => {
  const time = Date.parse(text);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
};
const day = z
  .string({ error: SALES_PERIOD_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, SALES_PERIOD_MESSAGE)
  .refine(isDay, SALES_PERIOD_MESSAGE);
const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD (both days counted); the service fills in the last 30 days when absent. */
export const salesPeriodQuery = z
  .object({ from: day.optional(), to: day.optional() }, { error: SALES_PERIOD_MESSAGE })
  .refine(
    ({ from, to }) => !from || !to || (daysBetween(from, to) >= 0 && daysBetween(from, to) < SALES_PERIOD_MAX_DAYS),
    SALES_PERIOD_MESSAGE,
  );

export interface SalesPoint {
  /** YYYY-MM-DD for a day, YYYY-MM for a month. */
  at: string;
  orders: number;
  revenue: number;
}

export interface SalesTopItem {
  id: string;
  name: Bilingual;
  revenue: number;
  pieces: number;
}

/** GET /api/order/sales/dashboard (admin only); money in UAH. */
export interface SalesDashboard {
  period: { from: string; to: string };
  totals: { orders: number; revenue: number; averageOrder: number };
  /** Every day of the period, days without orders included. */
  days: SalesPoint[];
  /** The 12 months up to the period's end. */
  months: SalesPoint[];
  topProducts: { byRevenue: SalesTopItem[]; byPieces: SalesTopItem[] };
  topBrands: { byRevenue: SalesTopItem[]; byPieces: SalesTopItem[] };
  /** Orders of the period by delivery (unknown: orders counted before the dashboard existed). */
  delivery: { pickup: number; novaPoshta: number; unknown: number };
  languages: { ru: number; ua: number };
}
