export { DEFAULT_DEMO_SIZE, demoSize, seedDemo, seedDemoIfEmpty, type DemoOptions, type DemoSummary } from './seed';
export { emptyCatalog } from './store';
