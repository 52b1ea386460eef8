import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  brotliDecompress,
  brotliDecompressSync,
  constants,
  gzipSync,
  type ZlibOptions,
} from 'node:zlib';
import Negotiator from 'negotiator';
import { LRUCache } from 'lru-cache';

/** The compressions answers are sent in, the server's preference first. */
const CONTENT_ENCODINGS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof CONTENT_ENCODINGS)[number];

const OFFERED = [...CONTENT_ENCODINGS, 'identity'];

/** negotiator 1.x breaks a tie by the server's order (options.preferred); its @types describe 0.6, without it. */
type Negotiate = (available: readonly string[], options: { preferred: readonly string[] }) => string | undefined;

/** Browsers send a handful of distinct headers: each is negotiated once (2 µs a request otherwise). */
const negotiated = new LRUCache<string, ContentEncoding | 'identity'>({ max: 64 });

/**
 * The compression a client takes, by its Accept-Encoding (q-values honoured, br before gzip when both are
 * equally welcome); undefined: the plain bytes.
 */
export function chosenEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  const header = acceptEncoding ?? '';
  let chosen = negotiated.get(header);
  if (chosen === undefined) {
    const negotiator = new Negotiator({ headers: { 'accept-encoding': header } });
    const encoding = (negotiator.encoding as unknown as Negotiate).call(negotiator, OFFERED, { preferred: OFFERED });
    chosen = (encoding ?? 'identity') as ContentEncoding | 'identity';
    negotiated.set(header, chosen);
  }
  return chosen === 'identity' ? undefined : chosen;
}

/**
 * Measured on a 1 MB brand price list (and a 17 KB listing) on this 2-core machine, Node 24: gzip level 1 takes
 * 5.2 ms for 144 KB, brotli quality 1 2.0 ms for 110 KB (0.10 against 0.15 ms); gzip level 6 9.9 ms for 110 KB,
 * brotli quality 4 8.2 ms for 88 KB (0.28 against 0.23 ms).
 */
const BROTLI_QUALITY = { fast: 1, small: 4, smallest: 5 };
const GZIP_LEVEL = { fast: 1, small: 6, smallest: 9 };

/**
 * `fast` for an answer that may be sent only once, `small` for one sent again and again; `smallest` for one kept
 * and sent again and again, compressed once more off the threads that answer (a brand's price list of 1 MB: 77 KB
 * in 8.6 ms at quality 5, against 87 KB in 4.7 at 4 and 72 KB in 31.5 at 9).
 */
export type CompressionKind = 'fast' | 'small' | 'smallest';

const brotliOptions = (body: Buffer, kind: CompressionKind) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[kind],
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
});

/** The body compressed as `kind` says (CompressionKind). */
export function compressed(body: Buffer, encoding: ContentEncoding, kind: CompressionKind): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: GZIP_LEVEL[kind] });
  return brotliCompressSync(body, brotliOptions(body, kind));
}

const brotliInPool = promisify(brotliCompress);

/** The body as brotli, compressed on libuv's thread pool (off the event loop), small unless asked `fast`. */
export const brotliLater = (body: Buffer, kind: CompressionKind = 'small'): Promise<Buffer> =>
  brotliInPool(body, brotliOptions(body, kind));

/** Each compressed representation's ETag ends in its own suffix: a cache must not mistake one for another. */
const ETAG_SUFFIX: Record<ContentEncoding, string> = { br: '-br"', gzip: '-gz"' };

/** The ETag of the body compressed in `encoding`, from the ETag of the plain body. */
export const encodedEtag = (etag: string, encoding: ContentEncoding): string =>
  etag.replace(/"$/, ETAG_SUFFIX[encoding]);

/** The plain body's ETag, from that of its representation in `encoding` (encodedEtag undone). */
export const plainEtag = (etag: string, encoding: ContentEncoding): string =>
  etag.endsWith(ETAG_SUFFIX[encoding]) ? `${etag.slice(0, -ETAG_SUFFIX[encoding].length)}"` : etag;

/** The largest single buffer a decode is given: a length read from an ETag sizes it, but is only a hint. */
const LARGEST_DECODE_CHUNK = 16 * 1024 * 1024;

/**
 * zlib's options for decoding a body of `plainLength` bytes (etagOf writes it into the ETag; lengthInEtag) into
 * one buffer, `spare` bytes longer. In zlib's default 16 KB chunks a brand's price list of 622 KB took 38 of
 * them, each a call into zlib (decoded in place) or a round trip to libuv's pool (brotliDecompress), and a copy
 * joining them. On a 2-core machine, Node 24, eight rounds of 20 decodes each way, alternated: in place 0.53 ms of
 * CPU a list instead of 1.48 (medians); on the pool 0.78 instead of 2.37 with one spare byte, and 1.57 without (zlib,
 * finding its buffer full, goes back to the pool once more to learn it was done).
 */
function wholeBody(plainLength: number | undefined, spare: number): ZlibOptions {
  if (plainLength === undefined) return {};
  return { chunkSize: Math.min(Math.max(plainLength + spare, constants.Z_MIN_CHUNK), LARGEST_DECODE_CHUNK) };
}

/** The plain body of `br`, decoded in place into a buffer of its own of `plainLength` bytes where that is known. */
export const brotliDecoded = (br: Buffer, plainLength: number | undefined): Buffer =>
  brotliDecompressSync(br, wholeBody(plainLength, 0));

const brotliDecodeInPool = promisify(brotliDecompress);

/** The plain body of `br`, decoded on libuv's thread pool (the thread that asks goes on meanwhile). */
export const brotliDecodedLater = (br: Buffer, plainLength: number | undefined): Promise<Buffer> =>
  brotliDecodeInPool(br, wholeBody(plainLength, 1));
