import type { SessionUser } from '@shop/shared';
import { cachedLookup, MAX_KEPT_SESSIONS } from './resolve';

const userOf = (sid: string): SessionUser => ({
  _id: `u-${sid}`,
  userName: sid,
  phone: '+380501234567',
  authMethod: 'telegram',
  isAdmin: false,
});

/** A lookup that counts its calls per session id and answers after a turn of the event loop, as identity does. */
function countingLookup(known = (sid: string) => !sid.startsWith('gone')) {
  const calls = new Map<string, number>();
  const lookup = async (sid: string) => {
    calls.set(sid, (calls.get(sid) ?? 0) + 1);
    await new Promise((resolve) => setImmediate(resolve));
    return known(sid) ? userOf(sid) : undefined;
  };
  return { lookup, calls };
}

describe('the gateway keeps sessions it has looked up', () => {
  it('asks identity once for requests of one session that come together', async () => {
    const { lookup, calls } = countingLookup();
    const cached = cachedLookup(lookup, 3000);
    const users = await Promise.all(Array.from({ length: 20 }, () => cached('s1')));
    expect(users.every((user) => user?._id === 'u-s1')).toBe(true);
    expect(calls.get('s1')).toBe(1);
  });

  it('keeps "nobody" too, so a stale cookie does not reach identity on every request', async () => {
    const { lookup, calls } = countingLookup();
    const cached = cachedLookup(lookup, 3000);
    expect(await cached('gone-1')).toBeUndefined();
    expect(await cached('gone-1')).toBeUndefined();
    expect(calls.get('gone-1')).toBe(1);
  });

  it('when full, forgets the session used longest ago, not every session', async () => {
    const { lookup, calls } = countingLookup();
    const cached = cachedLookup(lookup, 60_000);
    await cached('busy');
    for (let i = 0; i < MAX_KEPT_SESSIONS; i++) {
      await cached(`visitor-${i}`);
      if (i % 1000 === 0) await cached('busy');
    }
    await cached('busy');
    expect(calls.get('busy')).toBe(1);
    await cached('visitor-0');
    expect(calls.get('visitor-0')).toBe(2);
  });

  it('asks again once the time a session is kept has passed', async () => {
    const { lookup, calls } = countingLookup();
    const cached = cachedLookup(lookup, 30);
    await cached('s2');
    await cached('s2');
    await new Promise((resolve) => setTimeout(resolve, 60));
    await cached('s2');
    expect(calls.get('s2')).toBe(2);
  });

  it('with no keeping time, asks identity every time', async () => {
    const { lookup, calls } = countingLookup();
    const cached = cachedLookup(lookup, 0);
    await cached('s3');
    await cached('s3');
    expect(calls.get('s3')).toBe(2);
  });
});
