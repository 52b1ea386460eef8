import { createHash, randomUUID } from 'node:crypto';
import { conflict, makeEnvelope, type EventEnvelope, type Order, type Pool, type SessionUser } from '@shop/shared';
import { rateForOrder } from '../currency-rate/service';
import { checkedDelivery } from '../nova-poshta/delivery-check';
import type { Quoter } from '../pricing/catalog-client';
import { saleLines } from '../events/sale-lines';
import type { QuotedLine } from '../pricing/catalog-client';
import { priceOrder } from '../pricing/pricing';
import { findIdempotencyKey, findOrder, type KeyClaim, type NewOrder, type OrderWrite, type StoredOrder } from './repo';
import type { PlaceOrderRequest } from './schema';

export const KEY_REUSED = 'Этот Idempotency-Key уже использован для другого заказа';

export interface PlaceOrderInput {
  request: PlaceOrderRequest;
  user: SessionUser | undefined;
  idempotencyKey: string | undefined;
}

export interface OrderDeps {
  pool: Pool;
  quote: Quoter;
  /** Stores an order with its event (orderInserts): its number and time, or undefined when its key is held. */
  store(write: OrderWrite): Promise<StoredOrder | undefined>;
  /** Called with the event of a new order after its commit (publishes it: its row was stored claimed). */
  placed(event: EventEnvelope<'orders.order.placed'>): void;
}

type Placed = { order: Order; replayed: boolean };

/**
 * Prices the order from the catalog and stores it with its event; a repeated key returns the first order.
 * A new key (the usual case) costs no look-up: the key is claimed in the statement that stores the order, and
 * the first order is looked up only when that claim fails or the pricing fails (so a retry is answered with
 * the first order even when the catalog or the rates have changed since).
 */
export async function placeOrder(deps: OrderDeps, input: PlaceOrderInput): Promise<Placed> {
  const claim = input.idempotencyKey ? claimOf(input) : undefined;
  let order: PricedOrder;
  try {
    order = await priced(deps, input);
  } catch (error) {
    const earlier = claim && (await replay(deps.pool, claim));
    if (earlier) return { order: earlier, replayed: true };
    throw error;
  }
  const event = placedEvent(order);
  const stored = await deps.store({ order, event, claim });
  if (!stored) {
    const first = await replay(deps.pool, claim!);
    if (!first) throw conflict(KEY_REUSED);
    return { order: first, replayed: true };
  }
  deps.placed({ ...event, data: { ...event.data, count: stored.count } });
  return { order: asOrder(order, stored), replayed: false };
}

/** A new order with its lines' brands, which only its event carries (for the sales figures). */
type PricedOrder = NewOrder & { brands: QuotedLine['brand'][] };

/** The order as the catalog and the current rates price it; nothing the browser said about money is used. */
async function priced(deps: OrderDeps, { request, user }: PlaceOrderInput): Promise<PricedOrder> {
  const [quoted, rate, delivery] = await Promise.all([
    deps.quote(request.orderItems.map(({ productId, optionValueIds }) => ({ productId, optionValueIds }))),
    rateForOrder(deps.pool),
    checkedDelivery(deps.pool, request.delivery),
  ]);
  return {
    id: randomUUID(),
    userId: user?._id ?? null,
    langKey: request.langKey,
    delivery,
    rate,
    ...priceOrder(request.orderItems, quoted, rate),
    brands: quoted.map((line) => line.brand),
  };
}

/** The event of the order; the database fills in `count` from the sequence as it stores both. */
function placedEvent(order: PricedOrder) {
  const { name, surname, phone } = order.delivery;
  return makeEnvelope('orders.order.placed', {
    orderId: order.id,
    count: 0,
    userId: order.userId,
    langKey: order.langKey,
    totalQnt: order.totalQnt,
    totalAmount: order.totalAmount,
    recipient: { name, surname, phone },
    pickup: order.delivery.pickup,
    lines: saleLines(order.items, order.brands),
  });
}

/** The answer, built from what was stored (no second read). */
function asOrder(order: NewOrder, stored: StoredOrder): Order {
  return {
    _id: order.id,
    count: stored.count,
    createdAt: stored.createdAt,
    totalQnt: order.totalQnt,
    totalAmount: order.totalAmount,
    userId: order.userId,
    langKey: order.langKey,
    delivery: order.delivery,
    orderItems: order.items,
    status: 'new',
    waybill: null,
    history: [{ status: 'new', at: stored.createdAt, comment: null, waybill: null, by: null }],
  };
}

async function replay(pool: Pool, claim: KeyClaim): Promise<Order | undefined> {
  const record = await findIdempotencyKey(pool, claim.scope, claim.key);
  if (!record) return undefined;
  if (record.fingerprint !== claim.fingerprint) throw conflict(KEY_REUSED);
  return findOrder(pool, record.orderId);
}

function claimOf(input: PlaceOrderInput): KeyClaim {
  return {
    scope: input.user?._id ?? 'visitor',
    key: input.idempotencyKey!,
    fingerprint: createHash('sha256').update(JSON.stringify(input.request)).digest('hex'),
  };
}
