export {
  AnswerCache,
  etagOf,
  etagOfCompressed,
  JSON_TYPE,
  lengthInEtag,
  ownBytes,
  RawJson,
  toAnswer,
  type AnswerCacheOptions,
} from './cache';
export { ByteLru, type CachedAnswer } from './lru';
export {
  brotliDecoded,
  brotliLater,
  chosenEncoding,
  compressed,
  encodedEtag,
  plainEtag,
  type ContentEncoding,
} from './content-encoding';
