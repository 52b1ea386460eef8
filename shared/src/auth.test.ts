import { signUserHeader, verifyUserHeader } from './auth';

const user = { _id: 'u1', userName: 'Оля', phone: '380501112233', authMethod: 'telegram', isAdmin: true };
const secret = 'a-secret-of-enough-length';

describe('signed user header', () => {
  it('round-trips a user signed with the shared secret', () => {
    expect(verifyUserHeader(signUserHeader(user, secret), secret)).toEqual(user);
  });

  it('rejects a header signed with another secret', () => {
    expect(verifyUserHeader(signUserHeader(user, 'another-secret-0000000'), secret)).toBeUndefined();
  });

  it('rejects a tampered payload', () => {
    const [, signature] = signUserHeader(user, secret).split('.');
    const forged = Buffer.from(JSON.stringify({ user: { ...user, _id: 'u2' }, iat: Date.now() })).toString('base64url');
    expect(verifyUserHeader(`${forged}.${signature}`, secret)).toBeUndefined();
  });

  it('rejects a stale header', () => {
    expect(verifyUserHeader(signUserHeader(user, secret, Date.now() - 120_000), secret)).toBeUndefined();
  });

  it('rejects garbage', () => {
    expect(verifyUserHeader('garbage', secret)).toBeUndefined();
  });
});
