export { AnswerCache, etagOf, JSON_TYPE, RawJson, toAnswer, type AnswerCacheOptions } from './cache';
export { ByteLru, type CachedAnswer } from './lru';
export { chosenEncoding, compressed, CONTENT_ENCODINGS, type ContentEncoding } from './content-encoding';
