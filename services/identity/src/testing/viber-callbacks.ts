import request from 'supertest';
import type { TestService } from '@shop/shared/src/testing/service';
import { viberSignature } from '../viber/signature';
import { newKey, VIBER_TOKEN } from './identity';

/** Callbacks shaped as Viber's REST bot API documents them. */
export interface ViberPerson {
  id: string;
  name: string;
  language?: string;
}

const base = (event: string) => ({
  event,
  timestamp: Date.now(),
  chat_hostname: 'SN-CHAT-01_',
  message_token: Date.now(),
});
const profile = (p: ViberPerson) => ({
  avatar: 'http://avatar.example/a.jpg',
  country: 'UA',
  api_version: 10,
  language: 'ru',
  ...p,
});

export const conversationStarted = (p: ViberPerson, context?: string) => ({
  ...base('conversation_started'),
  type: 'open',
  context,
  user: profile(p),
  subscribed: false,
});

export const contactMessage = (p: ViberPerson, phone: string) => ({
  ...base('message'),
  sender: profile(p),
  message: { type: 'contact', contact: { name: p.name, phone_number: phone }, tracking_data: '' },
  silent: false,
});

export const textMessage = (p: ViberPerson, text: string) => ({
  ...base('message'),
  sender: profile(p),
  message: { type: 'text', text },
});

/** A press of a reply button: Viber sends its ActionBody as the account's text message. */
export const confirmMessage = (p: ViberPerson, authKey: string) => textMessage(p, `confirm:${authKey}`);

/** Posts the exact bytes Viber would, signed with the token unless a signature is given. */
export function postViber(service: TestService, callback: object, signature?: string | null) {
  const body = JSON.stringify(callback);
  const req = request(service.app).post('/bots/viber').set('content-type', 'application/json');
  const sig = signature === undefined ? viberSignature(body, VIBER_TOKEN) : signature;
  return (sig === null ? req : req.set('x-viber-content-signature', sig)).send(body);
}

/** The whole Viber journey for a new account: open the link, share the contact, confirm; the key not yet spent. */
export async function viberConfirmedKey(service: TestService, p: ViberPerson, phone: string): Promise<string> {
  const { authKey, payload } = await newKey(service);
  await postViber(service, conversationStarted(p, payload)).expect(200);
  await postViber(service, contactMessage(p, phone)).expect(200);
  await postViber(service, confirmMessage(p, authKey)).expect(200);
  return authKey;
}
