import { Bot, Message, type Keyboard } from 'viber-bot';

export const VIBER_API_URL = 'https://chatapi.viber.com/pa';
const REQUEST_TIMEOUT_MS = 10_000;

export interface ViberConfig {
  authToken: string;
  botName: string;
  avatar?: string;
  apiUrl?: string;
}

export interface ViberClient {
  sendText(receiverId: string, text: string, keyboard?: Keyboard): Promise<void>;
  setWebhook(url: string): Promise<void>;
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('Viber API timed out')), REQUEST_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A Viber API answer other than status 0 arrives as a plain object: make it an Error. */
const asError = (answer: unknown) =>
  answer instanceof Error ? answer : new Error(`Viber API: ${JSON.stringify(answer)}`);

/**
 * Sending through viber-bot (its REST client is sound). Its webhook side is not used: the service checks
 * signatures and answers webhooks itself. The library hard-codes Viber's address; this is the one place
 * that moves it (VIBER_API_URL, for the local fake in tests).
 */
export function createViberClient(config: ViberConfig): ViberClient {
  const bot = new Bot({ authToken: config.authToken, name: config.botName, avatar: config.avatar });
  bot._client._url = config.apiUrl ?? VIBER_API_URL;
  return {
    async sendText(receiverId, text, keyboard) {
      const message = new Message.Text(text, keyboard ?? null, null, null, null, keyboard ? 3 : undefined);
      await withTimeout(bot.sendMessage({ id: receiverId }, message)).catch((answer) =>
        Promise.reject(asError(answer)),
      );
    },
    async setWebhook(url) {
      await withTimeout(bot.setWebhook(url)).catch((answer) => Promise.reject(asError(answer)));
    },
  };
}
