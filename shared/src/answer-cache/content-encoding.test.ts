import { chosenEncoding } from './content-encoding';

describe('the compression a client gets', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['*', 'br'],
    ['deflate', undefined],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %p: %p', (header, expected) => {
    expect(chosenEncoding(header)).toBe(expected);
    expect(chosenEncoding(header)).toBe(expected);
  });
});
