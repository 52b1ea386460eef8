export { AnswerCache, etagOf, JSON_TYPE, RawJson, toAnswer, type AnswerCacheOptions } from './cache';
export { ByteLru, type CachedAnswer } from './lru';
