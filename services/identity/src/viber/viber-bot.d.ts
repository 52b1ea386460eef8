/** The small part of viber-bot 1.0.18 this service uses (the package ships no types). */
declare module 'viber-bot' {
  interface Keyboard {
    Type: 'keyboard';
    InputFieldState?: 'regular' | 'minimized' | 'hidden';
    Buttons: { ActionType: string; ActionBody: string; Text: string; Columns?: number; Rows?: number }[];
  }
  class TextMessage {
    constructor(
      text: string,
      keyboard?: Keyboard | null,
      trackingData?: unknown,
      timestamp?: number | null,
      token?: string | null,
      minApiVersion?: number,
    );
  }
  export class Bot {
    constructor(config: { authToken: string; name: string; avatar: string | undefined });
    /** Private in the library: the API address, a constant there. */
    _client: { _url: string };
    sendMessage(receiver: { id: string }, message: TextMessage): Promise<string[]>;
    setWebhook(url: string): Promise<unknown>;
  }
  export const Message: { Text: typeof TextMessage };
  export type { Keyboard };
}
