import { perContext, type ServiceContext } from '@shop/shared';
import type { Telegraf } from 'telegraf';
import type { SignInDeps } from './auth-keys/service';
import { shopTitle } from './auth-keys/texts';
import { readIdentityEnv, type IdentityEnv } from './config';
import type { Messengers } from './notifications/consumer';
import { createTelegramBot } from './telegram/bot';
import { createViberClient } from './viber/client';
import type { ViberSetup } from './viber/routes';

/** What identity's routes and background work share: configuration, the bots and the outbox kick. */
export interface Runtime {
  env: IdentityEnv;
  signIn: SignInDeps;
  telegram?: Telegraf;
  viber?: ViberSetup;
  messengers: Messengers;
  /** Set by the background work once the outbox relay runs. */
  kickOutbox: () => void;
}

function build(ctx: ServiceContext): Runtime {
  const env = readIdentityEnv(ctx.env);
  const runtime: Runtime = {
    env,
    signIn: {
      pool: ctx.pool,
      shop: shopTitle(env.PUBLIC_URL),
      kick: () => runtime.kickOutbox(),
    },
    messengers: {},
    kickOutbox: () => undefined,
  };
  if (env.TELEGRAM_BOT_TOKEN) {
    const config = { token: env.TELEGRAM_BOT_TOKEN, botName: env.TELEGRAM_BOT_NAME!, apiRoot: env.TELEGRAM_API_ROOT };
    const bot = createTelegramBot(config, runtime.signIn, ctx.logger);
    runtime.telegram = bot;
    runtime.messengers.telegram = async (chatId, text) => void (await bot.telegram.sendMessage(chatId, text));
    runtime.signIn.sendTelegram = runtime.messengers.telegram;
  }
  if (env.VIBER_AUTH_TOKEN) {
    const config = { authToken: env.VIBER_AUTH_TOKEN, botName: env.VIBER_BOT_NAME!, avatar: env.VIBER_BOT_AVATAR };
    const client = createViberClient({ ...config, apiUrl: env.VIBER_API_URL });
    runtime.viber = { client, authToken: config.authToken, botName: config.botName };
    runtime.messengers.viber = (chatId, text) => client.sendText(chatId, text);
  }
  return runtime;
}

/** One runtime per running service (tests start several in one process). */
export const runtimeOf = perContext(build);
