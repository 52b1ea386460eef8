import { limitsOf, RateLimiter } from './rate-limits';

describe('RateLimiter', () => {
  const limits = limitsOf({ signInPerMinute: 2, ordersPerMinute: 3, searchPerMinute: 5 });

  it('counts each address and each limit on its own, in one-minute windows', () => {
    let now = 120_000;
    const limiter = new RateLimiter(limits, () => now);
    const login = () => limiter.take('POST', '/api/user/login', '1.1.1.1')!;
    expect([login().allowed, login().allowed, login().allowed]).toEqual([true, true, false]);
    expect(limiter.take('POST', '/api/user/login', '2.2.2.2')!.allowed).toBe(true);
    expect(limiter.take('POST', '/api/order', '1.1.1.1')!.allowed).toBe(true);
    const refused = login();
    expect(refused.message).toBe('Слишком много попыток входа, попробуйте через минуту');
    expect(Object.fromEntries(refused.headers)).toEqual({
      'ratelimit-policy': '2;w=60',
      ratelimit: 'limit=2, remaining=0, reset=60',
      'retry-after': '60',
    });
    now += 45_000;
    expect(login().headers[1][1]).toBe('limit=2, remaining=0, reset=15');
    now += 15_000;
    expect(login().allowed).toBe(true);
  });

  it('covers a path and what is under it, for its method only', () => {
    const limiter = new RateLimiter(limits);
    expect(limiter.take('POST', '/api/order/', '1.1.1.1')).toBeDefined();
    expect(limiter.take('GET', '/api/order', '1.1.1.1')).toBeUndefined();
    expect(limiter.take('POST', '/api/orders', '1.1.1.1')).toBeUndefined();
  });
});
