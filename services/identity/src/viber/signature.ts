import { createHmac, timingSafeEqual } from 'node:crypto';

export const VIBER_SIGNATURE_HEADER = 'x-viber-content-signature';

export const viberSignature = (rawBody: Buffer | string, authToken: string) =>
  createHmac('sha256', authToken).update(rawBody).digest('hex');

/** Viber signs the exact body with the bot's token (HMAC-SHA256, hex); compared in constant time. */
export function isValidViberSignature(
  rawBody: Buffer | undefined,
  given: string | undefined,
  authToken: string,
): boolean {
  if (!rawBody || !given) return false;
  const expected = Buffer.from(viberSignature(rawBody, authToken), 'utf8');
  const actual = Buffer.from(given.toLowerCase(), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
