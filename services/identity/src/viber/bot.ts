import type { Keyboard } from 'viber-bot';
import { openLink, shareContact, type BotReply, type SignInDeps } from '../auth-keys/service';
import { botText, langFromMessenger } from '../auth-keys/texts';
import type { ViberClient } from './client';
import type { ViberCallback } from './schema';

const MIN_API_VERSION_SHARE_PHONE = 3;

const sharePhoneKeyboard = (reply: BotReply): Keyboard => ({
  Type: 'keyboard',
  InputFieldState: 'hidden',
  Buttons: [
    { ActionType: 'share-phone', ActionBody: 'phone', Text: botText('phoneButton', reply.lang), Columns: 6, Rows: 1 },
  ],
});

/** The welcome message Viber shows for conversation_started (the only reply it allows before a subscription). */
export function welcomeMessage(botName: string, reply: BotReply) {
  return {
    sender: { name: botName },
    type: 'text',
    text: reply.text,
    ...(reply.askPhone ? { keyboard: sharePhoneKeyboard(reply), min_api_version: MIN_API_VERSION_SHARE_PHONE } : {}),
  };
}

/** Handles one verified callback; returns the welcome message to answer with, if any. */
export async function handleViberCallback(
  deps: SignInDeps,
  client: ViberClient,
  botName: string,
  callback: ViberCallback,
): Promise<object | undefined> {
  if (callback.event === 'conversation_started') {
    const { user, context } = callback;
    const fallbackLang = langFromMessenger(user.language);
    const reply = await openLink(deps, { channel: 'viber', messengerId: user.id, payload: context, fallbackLang });
    return welcomeMessage(botName, reply);
  }
  const { sender, message } = callback;
  const fallbackLang = langFromMessenger(sender.language);
  if (message.type !== 'contact' || !message.contact?.phone_number) {
    await client.sendText(sender.id, botText('badLink', fallbackLang));
    return undefined;
  }
  const reply = await shareContact(deps, {
    channel: 'viber',
    messengerId: sender.id,
    phone: message.contact.phone_number,
    userName: message.contact.name || sender.name,
    ownership: 'claimed',
    fallbackLang,
  });
  await client.sendText(sender.id, reply.text, reply.askPhone ? sharePhoneKeyboard(reply) : undefined);
  return undefined;
}
