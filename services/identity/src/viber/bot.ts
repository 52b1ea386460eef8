import type { Keyboard } from 'viber-bot';
import {
  answerData,
  answerSignIn,
  botReply,
  enterCode,
  openLink,
  shareContact,
  type BotReply,
  type SignInDeps,
} from '../auth-keys/service';
import { botText, langFromMessenger } from '../auth-keys/texts';
import type { ViberClient } from './client';
import type { ViberCallback } from './schema';

const MIN_API_VERSION_SHARE_PHONE = 3;
const CODE = /^\d{6}$/;

const sharePhoneKeyboard = (reply: BotReply): Keyboard => ({
  Type: 'keyboard',
  InputFieldState: 'hidden',
  Buttons: [
    { ActionType: 'share-phone', ActionBody: 'phone', Text: botText('phoneButton', reply.lang), Columns: 6, Rows: 1 },
  ],
});

/** A confirmation's buttons: a press sends their ActionBody back as the account's text message. */
const confirmKeyboard = (reply: BotReply, authKey: string): Keyboard => ({
  Type: 'keyboard',
  InputFieldState: 'hidden',
  Buttons: [
    { ActionType: 'reply', ActionBody: answerData('confirm', authKey), Text: botText('confirmButton', reply.lang) },
    { ActionType: 'reply', ActionBody: answerData('cancel', authKey), Text: botText('cancelButton', reply.lang) },
  ].map((button) => ({ ...button, Columns: 3, Rows: 1 })),
});

const keyboardOf = (reply: BotReply): Keyboard | undefined => {
  if (reply.confirmKey) return confirmKeyboard(reply, reply.confirmKey);
  return reply.askPhone ? sharePhoneKeyboard(reply) : undefined;
};

/** The welcome message Viber shows for conversation_started (the only reply it allows before a subscription). */
export function welcomeMessage(botName: string, reply: BotReply) {
  const keyboard = keyboardOf(reply);
  return {
    sender: { name: botName },
    type: 'text',
    text: reply.text,
    ...(keyboard ? { keyboard, min_api_version: MIN_API_VERSION_SHARE_PHONE } : {}),
  };
}

type Sender = Extract<ViberCallback, { event: 'message' }>['sender'];

/** A typed text: a confirmation's answer, the code sent to a verified owner, or a hint. */
function answerText(deps: SignInDeps, sender: Sender, text: string): Promise<BotReply> | BotReply {
  const account = {
    channel: 'viber' as const,
    messengerId: sender.id,
    fallbackLang: langFromMessenger(sender.language),
  };
  const answered = answerSignIn(deps, text, account);
  if (answered) return answered;
  if (CODE.test(text)) return enterCode(deps, { ...account, code: text });
  return botReply('badLink', account.fallbackLang);
}

async function answerMessage(deps: SignInDeps, callback: Extract<ViberCallback, { event: 'message' }>) {
  const { sender, message } = callback;
  if (message.type === 'contact' && message.contact?.phone_number) {
    return shareContact(deps, {
      channel: 'viber',
      messengerId: sender.id,
      phone: message.contact.phone_number,
      userName: message.contact.name || sender.name,
      ownership: 'claimed',
      fallbackLang: langFromMessenger(sender.language),
    });
  }
  return answerText(deps, sender, message.type === 'text' ? (message.text ?? '').trim() : '');
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
  const reply = await answerMessage(deps, callback);
  await client.sendText(callback.sender.id, reply.text, keyboardOf(reply));
  return undefined;
}
