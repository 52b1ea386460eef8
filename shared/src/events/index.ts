import type { Logger } from '../logger';
import type { EventBus } from './bus';
import { MemoryBus } from './memory-bus';
import { NatsBus } from './nats-bus';
import { eventSettingsFromEnv, type EventSettings } from './settings';

export * from './bus';
export * from './schemas';
export * from './settings';
export { MemoryBus } from './memory-bus';
export { NatsBus, STREAM, streamConfig } from './nats-bus';

/** NATS JetStream when a URL is given, else the in-process bus of the single-process mode. */
export async function createBus(
  natsUrl: string | undefined,
  logger: Logger,
  name?: string,
  settings: EventSettings = eventSettingsFromEnv(),
): Promise<EventBus> {
  return natsUrl ? NatsBus.connect(natsUrl, logger, name, settings) : new MemoryBus(settings.redelivery, logger);
}
