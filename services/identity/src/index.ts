import path from 'node:path';
import type { ServiceModule } from '@shop/shared';
import { authKeysRouter } from './auth-keys/routes';
import { identityBackground } from './background';
import { demoMessengerRouter } from './demo-messenger/routes';
import { runtimeOf } from './runtime';
import { sessionsRouter } from './sessions/routes';
import { telegramRouter } from './telegram/routes';
import { usersRouter } from './users/routes';
import { viberRouter } from './viber/routes';

/** The identity service: users, messenger sign-in, sessions, profiles, the delivery list. */
export const identityService: ServiceModule = {
  name: 'identity',
  migrationsDir: path.join(__dirname, '..', 'migrations'),
  routes(app, ctx) {
    const runtime = runtimeOf(ctx);
    app.use(sessionsRouter(ctx.pool, runtime.env, ctx.secret));
    app.use(authKeysRouter(ctx.pool, runtime.env));
    app.use(usersRouter(ctx.pool));
    app.use(telegramRouter(runtime.telegram, runtime.env.TELEGRAM_WEBHOOK_SECRET));
    app.use(viberRouter(runtime.viber, runtime.signIn));
    app.use(demoMessengerRouter(runtime.signIn, runtime.env));
  },
  background: identityBackground,
};
