import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger, type EventBus } from '@shop/shared';
import { TEST_SECRET } from '@shop/shared/src/testing/service';
import { createGateway, type GatewayOptions } from '../app';

/** A gateway in front of the given catalog only (the other services unreachable), for the fast lane's tests. */
export function gatewayBefore(catalogUrl: string, bus: EventBus, options: Partial<GatewayOptions> = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-cache-'));
  const nowhere = 'http://127.0.0.1:9';
  return createGateway(
    {
      INTERNAL_SECRET: TEST_SECRET,
      CATALOG_URL: catalogUrl,
      ORDERS_URL: nowhere,
      IDENTITY_URL: nowhere,
      MEDIA_URL: nowhere,
      WEB_DIST: dir,
      ERRORS_FILE: path.join(dir, 'errors.txt'),
      PUBLIC_URL: 'http://localhost:3000',
      SESSION_CACHE_MS: 3000,
      ...options,
    },
    bus,
    createLogger('gateway', 'silent'),
  );
}
