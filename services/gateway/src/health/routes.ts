import type { RequestHandler } from 'express';
import { healthHandler, type EventBus } from '@shop/shared';
import type { BackendUrls } from '../config';

/** The gateway's /healthz: each backend's own health (which covers its database) and the bus. */
export function gatewayHealth(urls: BackendUrls, bus: EventBus): RequestHandler {
  const backend = (url: string) => async () => {
    const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
    const body = (await res.json()) as { checks?: Record<string, unknown> };
    if (!res.ok) throw new Error(`unhealthy: ${JSON.stringify(body.checks ?? {})}`);
    return `ok (database ${String(body.checks?.database)})`;
  };
  return healthHandler('gateway', {
    catalog: backend(urls.CATALOG_URL),
    orders: backend(urls.ORDERS_URL),
    identity: backend(urls.IDENTITY_URL),
    media: backend(urls.MEDIA_URL),
    bus: async () => (bus.healthy() ? bus.kind : Promise.reject(new Error(`${bus.kind} disconnected`))),
  });
}
