import {
  decodeLoginPayload,
  encodeLoginPayload,
  makeAuthKey,
  PAYLOAD_PATTERN,
  telegramLink,
  viberLink,
} from './login-payload';

describe('login payload', () => {
  it('makes 8-character keys of letters and digits that differ', () => {
    const keys = new Set(Array.from({ length: 200 }, () => makeAuthKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('tops up a key when many random bytes are rejected', () => {
    let call = 0;
    const random = (b: Uint8Array) => b.fill(call++ === 0 ? 255 : 0);
    expect(makeAuthKey(random)).toBe('AAAAAAAA');
  });

  it('round-trips key and language within Telegram start-parameter rules', () => {
    for (const lang of ['ru', 'ua'] as const) {
      const payload = encodeLoginPayload('aB3dE6gH', lang);
      expect(payload).toMatch(PAYLOAD_PATTERN);
      expect(payload.length).toBeLessThanOrEqual(64);
      expect(decodeLoginPayload(payload)).toEqual({ authKey: 'aB3dE6gH', lang });
    }
  });

  it('refuses malformed payloads', () => {
    const bad = [undefined, '', '!!!', 'x'.repeat(65), btoa('short:ru'), btoa('aB3dE6gH:en'), btoa('aB3dE6gH:ru:x')];
    for (const payload of bad) expect(decodeLoginPayload(payload)).toBeUndefined();
  });

  it('builds the deep links', () => {
    expect(telegramLink('shop_bot', 'abc')).toBe('https://t.me/shop_bot?start=abc');
    expect(viberLink('shopbot', 'abc')).toBe('viber://pa?chatURI=shopbot&context=abc');
  });
});
