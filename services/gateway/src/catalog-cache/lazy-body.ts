/**
 * `target` with a `body` made the first time it is read, and kept: the JSON of an answer the catalog sent in
 * brotli is decoded only for a client or a kept answer that needs it, not for the brotli client that asked first.
 * It can be set like a plain property (the cache keeps its own copy of the bytes).
 */
export function withLazyBody<T extends object>(target: T, make: () => Buffer): T & { body: Buffer } {
  let body: Buffer | undefined;
  return Object.defineProperty(target, 'body', {
    get: () => (body ??= make()),
    set: (bytes: Buffer) => void (body = bytes),
    enumerable: true,
    // The cache that keeps the answer holds its body in its brotli instead (AnswerCache.store).
    configurable: true,
  }) as T & { body: Buffer };
}
