import type { OrderSummary, Queryable } from '@shop/shared';
import { orderHeadOf, type OrderHeadRow } from '../orders/repo';
import type { OrderListQuery } from './schema';

/** The shop's days start at midnight in Kyiv ('Europe/Kiev' is the name every PostgreSQL build knows). */
const SHOP_ZONE = 'Europe/Kiev';

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;
const reversed = (text: string) => [...text].reverse().join('');

/**
 * The WHERE clause and its values. A search of digits is an order number or the end of a phone number (each on
 * its own index: the number's unique key, the reversed digits); any other search is the start of a surname.
 */
function filterOf(query: OrderListQuery): { where: string; values: unknown[] } {
  const values: unknown[] = [];
  const conditions: string[] = [];
  const add = (sql: (n: string) => string, value: unknown) => conditions.push(sql(`$${values.push(value)}`));
  if (query.status) add((n) => `o.status = ${n}`, query.status);
  if (query.from) add((n) => `o.created_at >= (${n}::date)::timestamp AT TIME ZONE '${SHOP_ZONE}'`, query.from);
  if (query.to) add((n) => `o.created_at < (${n}::date + 1)::timestamp AT TIME ZONE '${SHOP_ZONE}'`, query.to);
  if (query.q) {
    const digits = query.q.replace(/[\s()+\-№#]/g, '');
    if (/^\d+$/.test(digits)) {
      const phone = `reverse(o.phone_digits) LIKE $${values.push(likePrefix(reversed(digits)))}`;
      conditions.push(digits.length <= 15 ? `(o.count = $${values.push(digits)}::bigint OR ${phone})` : phone);
    } else add((n) => `o.surname_key LIKE ${n}`, likePrefix(query.q.toLowerCase()));
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', values };
}

export interface OrderPage {
  orders: OrderSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** One page of the orders that match, newest first, and how many match in all (two queries side by side). */
export async function findOrderPage(db: Queryable, query: OrderListQuery): Promise<OrderPage> {
  const { where, values } = filterOf(query);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, counted] = await Promise.all([
    db.query<OrderHeadRow>(
      `SELECT o.id, o.count, o.created_at, o.total_qnt, o.total_amount, o.user_id, o.lang_key, o.delivery,
         o.status, o.waybill
       FROM orders o ${where} ORDER BY o.created_at DESC, o.count DESC LIMIT ${query.pageSize} OFFSET ${offset}`,
      values,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM orders o ${where}`, values),
  ]);
  return {
    orders: rows.rows.map(orderHeadOf),
    total: counted.rows[0].total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
