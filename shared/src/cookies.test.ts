import { readCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie by its exact name, decoded, the first one when repeated', () => {
    const header = `xsid=1; sid=abc%20d; user=${encodeURIComponent('{"a":"Оля"}')}; sid=second`;
    expect(readCookie(header, 'sid')).toBe('abc d');
    expect(readCookie(header, 'user')).toBe('{"a":"Оля"}');
    expect(readCookie(header, 'missing')).toBeUndefined();
    expect(readCookie(undefined, 'sid')).toBeUndefined();
  });

  it('answers undefined for a broken encoding and for names inherited from Object', () => {
    expect(readCookie('sid=%E0%A4%A', 'sid')).toBeUndefined();
    expect(readCookie('sid=1', 'constructor')).toBeUndefined();
  });
});
