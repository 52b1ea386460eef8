import path from 'node:path';
import { BACKENDS, heapFlags, shopHeapLimitMb, type BackendName } from '@shop/shared';
import { freePort } from '../embedded-db';
import { startChild, waitForHealth, type Child } from '../processes/children';
import type { Cleanup } from '../processes/cleanup';
import { natsServerInstalled, NATS_SERVER_BIN, startPrivateNats } from '@shop/shared/src/testing/nats-server';
import { shopEnv, startTopology } from '../processes/topology';

export interface RunningShop {
  gatewayUrl: string;
  serviceUrls: Record<BackendName, string>;
  /** How the shop runs, for the report. */
  mode: string;
  /** The processes, to measure their CPU. */
  children: Child[];
  /** The bench's own nats-server, whose CPU counts too (each order's event goes through it). */
  natsPid?: number;
}

/**
 * Limits high enough that the gateway's per-address rate limiter never refuses the benchmark's load, and each
 * service's pool opened whole at the start and kept, as docker-compose.yml runs them.
 */
const BENCH_ENV = {
  RATE_LIMIT_SIGNIN: '1000000000',
  RATE_LIMIT_ORDERS: '1000000000',
  RATE_LIMIT_SEARCH: '1000000000',
  PG_POOL_KEPT: '10',
};

interface Layout {
  databaseUrl: string;
  natsUrl?: string;
  tempDir: string;
  logDir: string;
}

/**
 * The NATS the shop's processes talk over: the bench's own nats-server (the same binary, its JetStream storage
 * deleted at the end) where one is installed, since the tens of thousands of order events a run publishes
 * would otherwise stay in the given NATS's stream, and every later consumer that starts at the first event
 * (a test run's) would work through them first. Else the given NATS_URL.
 */
async function benchNats(natsUrl: string, cleanup: Cleanup): Promise<{ url: string; note: string; pid?: number }> {
  if (!natsServerInstalled) return { url: natsUrl, note: `NATS_URL ${natsUrl} (${NATS_SERVER_BIN} not found)` };
  const nats = await startPrivateNats();
  cleanup.add('stop the bench NATS', () => nats.destroy());
  return { url: nats.url, note: `the bench's own ${NATS_SERVER_BIN} at ${nats.url}`, pid: nats.pid() };
}

/** Every service and the gateway as its own process (needs NATS between them). */
async function separateProcesses(layout: Layout & { natsUrl: string }, cleanup: Cleanup): Promise<RunningShop> {
  const nats = await benchNats(layout.natsUrl, cleanup);
  const topology = await startTopology({ ...layout, natsUrl: nats.url, gateways: 1, env: BENCH_ENV }, cleanup);
  return {
    gatewayUrl: topology.gatewayUrls[0],
    serviceUrls: topology.serviceUrls,
    mode: `separate processes: gateway, catalog, orders, identity, media (NATS: ${nats.note})`,
    children: topology.children(),
    natsPid: nats.pid,
  };
}

/** Without NATS the services cannot talk across processes: the whole shop runs in one child (scripts/shop.ts). */
async function oneProcess(layout: Layout, cleanup: Cleanup): Promise<RunningShop> {
  const [gateway, catalog, orders, identity, media] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const port: { gateway: number } & Record<BackendName, number> = { gateway, catalog, orders, identity, media };
  const urls = Object.fromEntries(BACKENDS.map((name) => [name, `http://127.0.0.1:${port[name]}`])) as Record<
    BackendName,
    string
  >;
  const shop = shopEnv({ ...layout, env: BENCH_ENV }, urls);
  const env = { ...shop, BENCH_PORTS: JSON.stringify(port), BENCH_DATA_DIR: layout.tempDir };
  const script = path.join('scripts', 'bench', 'shop-child.ts');
  const child = startChild('shop', script, env, layout.logDir, heapFlags(shopHeapLimitMb(shop)));
  cleanup.add('stop shop', () => child.stop());
  const gatewayUrl = `http://127.0.0.1:${port.gateway}`;
  await Promise.all(
    [gatewayUrl, ...BACKENDS.map((name) => urls[name])].map((url) => waitForHealth(child, `${url}/healthz`)),
  );
  return {
    gatewayUrl,
    serviceUrls: urls,
    mode: 'ONE process for the whole shop (NATS_URL is not set, so the in-process bus is used; set NATS_URL to run every service as its own process)',
    children: [child],
  };
}

export function launchShop(layout: Layout, cleanup: Cleanup): Promise<RunningShop> {
  return layout.natsUrl
    ? separateProcesses({ ...layout, natsUrl: layout.natsUrl }, cleanup)
    : oneProcess(layout, cleanup);
}
