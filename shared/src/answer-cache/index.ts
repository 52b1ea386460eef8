export { AnswerCache, etagOf, JSON_TYPE, toAnswer, type AnswerCacheOptions } from './cache';
export { ByteLru, type CachedAnswer } from './lru';
