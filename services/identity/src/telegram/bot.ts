import { Markup, Telegraf, type Context } from 'telegraf';
import { message } from 'telegraf/filters';
import type { Logger } from '@shop/shared';
import {
  answerData,
  ANSWER_PATTERN,
  answerSignIn,
  openLink,
  shareContact,
  type BotReply,
  type SignInDeps,
} from '../auth-keys/service';
import { botText, langFromMessenger } from '../auth-keys/texts';

export interface TelegramConfig {
  token: string;
  botName: string;
  apiRoot?: string;
}

/** The buttons under a confirmation: their data names the answer and the key (checked again on arrival). */
const confirmKeyboard = (reply: BotReply, authKey: string) =>
  Markup.inlineKeyboard([
    Markup.button.callback(botText('confirmButton', reply.lang), answerData('confirm', authKey)),
    Markup.button.callback(botText('cancelButton', reply.lang), answerData('cancel', authKey)),
  ]);

/**
 * How a reply looks in Telegram: the share-phone button when the phone is needed, the confirm and cancel
 * buttons under a confirmation, no keyboard once done.
 */
function send(ctx: Context, reply: BotReply) {
  if (reply.confirmKey) return ctx.reply(reply.text, confirmKeyboard(reply, reply.confirmKey));
  if (reply.askPhone) {
    const keyboard = Markup.keyboard([Markup.button.contactRequest(botText('phoneButton', reply.lang))])
      .oneTime()
      .resize();
    return ctx.reply(reply.text, keyboard);
  }
  return ctx.reply(reply.text, reply.signedIn ? Markup.removeKeyboard() : undefined);
}

/** The sign-in bot: /start <payload> opens the link, a shared contact completes it. Private chats only. */
export function createTelegramBot(config: TelegramConfig, deps: SignInDeps, logger: Logger): Telegraf {
  const bot = new Telegraf(config.token, {
    telegram: { apiRoot: config.apiRoot ?? 'https://api.telegram.org', webhookReply: false },
  });
  bot.botInfo = {
    id: Number(config.token.split(':')[0]) || 0,
    is_bot: true,
    first_name: config.botName,
    username: config.botName,
    can_join_groups: false,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
  };
  bot.catch((error) => {
    logger.warn({ err: error }, 'telegram update failed');
    throw error;
  });
  bot.use((ctx, next) => (ctx.chat?.type === 'private' ? next() : undefined));
  bot.start(async (ctx) => {
    const fallbackLang = langFromMessenger(ctx.from.language_code);
    const messengerId = String(ctx.from.id);
    await send(ctx, await openLink(deps, { channel: 'telegram', messengerId, payload: ctx.payload, fallbackLang }));
  });
  bot.on(message('contact'), async (ctx) => {
    const { contact } = ctx.message;
    const reply = await shareContact(deps, {
      channel: 'telegram',
      messengerId: String(ctx.from.id),
      phone: contact.phone_number,
      userName: [contact.first_name, contact.last_name].filter(Boolean).join(' '),
      ownership: contact.user_id === ctx.from.id ? 'verified' : 'foreign',
      fallbackLang: langFromMessenger(ctx.from.language_code),
    });
    await send(ctx, reply);
  });
  bot.action(ANSWER_PATTERN, async (ctx) => {
    const fallbackLang = langFromMessenger(ctx.from.language_code);
    const account = { channel: 'telegram' as const, messengerId: String(ctx.from.id), fallbackLang };
    await ctx.answerCbQuery();
    await ctx.editMessageReplyMarkup(undefined);
    const reply = await answerSignIn(deps, ctx.match[0], account);
    if (reply) await send(ctx, reply);
  });
  bot.on('callback_query', (ctx) => ctx.answerCbQuery());
  bot.on(message('text'), (ctx) => ctx.reply(botText('badLink', langFromMessenger(ctx.from.language_code))));
  return bot;
}
