import path from 'node:path';
import type { EventEnvelope, ServiceContext, ServiceModule } from '@shop/shared';
import { currencyRateRoutes } from './currency-rate/routes';
import { kickRelay, publishStored, startRelay } from './events/relay';
import { salesRoutes } from './events/routes';
import { countOutboxSales } from './events/sales-repo';
import { startNovaPoshtaRefresh } from './nova-poshta/background';
import { novaPoshtaRoutes } from './nova-poshta/routes';
import { orderListRoutes } from './order-list/routes';
import { orderStatusRoutes } from './order-status/routes';
import { nbuRateRoutes } from './nbu-rates/routes';
import { startNbuSchedule } from './nbu-rates/service';
import { orderInserts } from './orders/repo';
import { orderRoutes } from './orders/routes';
import { salesDashboardRoutes } from './sales-dashboard/routes';
import { catalogQuoter } from './pricing/catalog-client';
import { quoteMemoryOf } from './pricing/quote-memory';
import { waybillRoutes } from './waybill/routes';

/** The orders service: orders priced by the catalog, order numbers, currency rates, the order events. */
export const ordersService: ServiceModule = {
  name: 'orders',
  migrationsDir: path.join(__dirname, '..', 'migrations'),
  routes(app, ctx) {
    app.use(currencyRateRoutes(ctx));
    app.use(nbuRateRoutes(ctx));
    app.use(salesRoutes(ctx.pool));
    app.use(salesDashboardRoutes(ctx.pool));
    const quote = quoteMemoryOf(ctx).remembering(catalogQuoter(ctx.env, ctx.secret));
    app.use(orderListRoutes(ctx.pool));
    app.use(novaPoshtaRoutes(ctx.pool, ctx.env));
    app.use(orderStatusRoutes(ctx.pool, () => kickRelay(ctx)));
    app.use(waybillRoutes(ctx.pool, ctx.env, () => kickRelay(ctx)));
    const placed = (event: EventEnvelope<'orders.order.placed'>) => publishStored(ctx, [event]);
    app.use(orderRoutes({ pool: ctx.pool, quote, store: orderInserts(ctx.pool), placed }));
  },
  async background(ctx) {
    const relay = startRelay(ctx);
    const stopNovaPoshta = startNovaPoshtaRefresh(ctx, () => kickRelay(ctx));
    await countUpgradedSales(ctx);
    // Every replica hears every product change (no durable name) and stops trusting the quotes it kept.
    await ctx.bus.subscribe('catalog.product.changed', () => quoteMemoryOf(ctx).forget());
    const stopNbu = startNbuSchedule(ctx);
    return async () => {
      stopNbu();
      await stopNovaPoshta();
      await relay.stop();
    };
  },
};

/** Orders an earlier version placed and left to its sales consumer, counted now (README, Sales dashboard). */
async function countUpgradedSales(ctx: ServiceContext): Promise<void> {
  const counted = await countOutboxSales(ctx.pool);
  if (counted) ctx.logger.info({ counted }, 'sales of earlier orders counted from the outbox');
}
