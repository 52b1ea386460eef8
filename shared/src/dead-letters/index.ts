export { DeadLetterBus } from './bus';
export * from './repo';
