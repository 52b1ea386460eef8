import path from 'node:path';
import type { ServiceModule } from '@shop/shared';
import { currencyRateRoutes } from './currency-rate/routes';
import { kickRelay, startRelay } from './events/relay';
import { salesRoutes } from './events/routes';
import { subscribeSales } from './events/sales-consumer';
import { orderRoutes } from './orders/routes';
import { catalogQuoter } from './pricing/catalog-client';

/** The orders service: orders priced by the catalog, order numbers, currency rates, the order events. */
export const ordersService: ServiceModule = {
  name: 'orders',
  migrationsDir: path.join(__dirname, '..', 'migrations'),
  routes(app, ctx) {
    app.use(currencyRateRoutes(ctx));
    app.use(salesRoutes(ctx.pool));
    app.use(orderRoutes({ pool: ctx.pool, quote: catalogQuoter(ctx.env, ctx.secret), placed: () => kickRelay(ctx) }));
  },
  async background(ctx) {
    const relay = startRelay(ctx);
    await subscribeSales(ctx);
    return () => relay.stop();
  },
};
