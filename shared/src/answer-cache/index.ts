export { AnswerCache, etagOf, JSON_TYPE, RawJson, toAnswer, type AnswerCacheOptions } from './cache';
export { ByteLru, type CachedAnswer } from './lru';
export { chosenEncoding, compressed, type ContentEncoding } from './content-encoding';
