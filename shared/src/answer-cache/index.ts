export { AnswerCache, etagOf, JSON_TYPE, ownBytes, toAnswer, type AnswerCacheOptions } from './cache';
export { ByteLru, chargeOf, ENTRY_OVERHEAD, type CachedAnswer } from './lru';
