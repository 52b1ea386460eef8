import { randomBytes } from 'node:crypto';
import { brotliDecoded, brotliDecodedLater, chosenEncoding, compressed } from './content-encoding';

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

describe('a brotli body decoded', () => {
  // Half random (hex) and half repeated, as a list of products is: large enough to take many of zlib's chunks.
  const plain = Buffer.from(`{"products":[${`"${randomBytes(100_000).toString('hex')}",`.repeat(3)}"end"]}`);
  const br = compressed(plain, 'br', 'fast');

  it.each([
    ['its length, from its ETag', plain.length],
    ['no length', undefined],
    ['a length too short', 1000],
    ['a length too long', plain.length * 3],
    ['a length far too long (the buffer is capped)', 2 ** 40],
  ])('given %s, is the body, whole', async (_given, length) => {
    expect(brotliDecoded(br, length).equals(plain)).toBe(true);
    expect((await brotliDecodedLater(br, length)).equals(plain)).toBe(true);
  });

  it('in place into its length, owns exactly its bytes (a cache keeps it without copying it)', () => {
    const body = brotliDecoded(br, plain.length);
    expect([body.byteOffset, body.buffer.byteLength]).toEqual([0, plain.length]);
  });
});
