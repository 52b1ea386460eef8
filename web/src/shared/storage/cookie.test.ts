import { parseCookie } from './cookie';

describe('cookie parsing', () => {
  it('finds a cookie by exact name and decodes it', () => {
    const header = `checkout=abc; user=${encodeURIComponent('{"userName":"Оля"}')}; xuser=1`;
    expect(parseCookie(header, 'user')).toBe('{"userName":"Оля"}');
    expect(parseCookie(header, 'checkout')).toBe('abc');
    expect(parseCookie(header, 'missing')).toBeNull();
  });

  it('answers null for a broken encoding', () => {
    expect(parseCookie('user=%E0%A4%A', 'user')).toBeNull();
  });
});
