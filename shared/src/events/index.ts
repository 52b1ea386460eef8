import type { Logger } from '../logger';
import type { EventBus } from './bus';
import { MemoryBus } from './memory-bus';
import { NatsBus } from './nats-bus';

export * from './bus';
export * from './schemas';
export { MemoryBus } from './memory-bus';
export { NatsBus, STREAM } from './nats-bus';

/** NATS JetStream when a URL is given, else the in-process bus of the single-process mode. */
export async function createBus(natsUrl: string | undefined, logger: Logger, name?: string): Promise<EventBus> {
  return natsUrl ? NatsBus.connect(natsUrl, logger, name) : new MemoryBus();
}
