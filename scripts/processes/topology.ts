import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { BACKENDS, heapFlags, heapLimitMb, portVariable, urlVariable, type BackendName } from '@shop/shared';
import { freePort } from '../embedded-db';
import { startChild, waitForHealth, type Child } from './children';
import type { Cleanup } from './cleanup';

/** The distributed mode: every backend service and each gateway replica as its own process (DESIGN.md run mode 2). */
export interface TopologyOptions {
  databaseUrl: string;
  natsUrl: string;
  /** Holds the images and the errors file. */
  tempDir: string;
  logDir: string;
  /** Gateway replicas, each on its own port (default 1). */
  gateways?: number;
  /** Added to (and overriding) every process's environment. */
  env?: NodeJS.ProcessEnv;
}

export interface Topology {
  gatewayUrls: string[];
  serviceUrls: Record<BackendName, string>;
  /** Every process now running (a restarted service appears with its new process). */
  children(): Child[];
  service(name: BackendName): Child;
  /** Starts the service again on its port (after a kill) and waits until it is healthy. */
  restart(name: BackendName): Promise<Child>;
}

/** What every shop process reads: the database, NATS, a fresh internal secret, the folders and where each backend is. */
export function shopEnv(
  options: Pick<TopologyOptions, 'databaseUrl' | 'tempDir' | 'env'> & { natsUrl?: string },
  urls: Record<BackendName, string>,
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    NATS_URL: options.natsUrl,
    INTERNAL_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    MEDIA_DIR: path.join(options.tempDir, 'images'),
    ERRORS_FILE: path.join(options.tempDir, 'errors', 'errors.txt'),
    ERRORS_DURABLE: `gateway-errors-${randomBytes(4).toString('hex')}`,
    ...Object.fromEntries(BACKENDS.map((name) => [urlVariable(name), urls[name]])),
    ...options.env,
  };
}

/**
 * Starts the backends, then the gateway replicas, each with the heap limit the image gives it (shared/src/heap.ts);
 * each process is stopped by `cleanup`.
 */
export async function startTopology(options: TopologyOptions, cleanup: Cleanup): Promise<Topology> {
  const ports = Object.fromEntries(await Promise.all(BACKENDS.map(async (name) => [name, await freePort()]))) as Record<
    BackendName,
    number
  >;
  const serviceUrls = Object.fromEntries(BACKENDS.map((name) => [name, `http://127.0.0.1:${ports[name]}`])) as Record<
    BackendName,
    string
  >;
  const env = shopEnv(options, serviceUrls);
  const services = new Map<BackendName, Child>();
  const gateways: Child[] = [];
  cleanup.add('stop the shop processes', async () => {
    await Promise.all([...gateways, ...services.values()].map((child) => child.stop()));
  });
  const launch = async (name: BackendName) => {
    const child = startChild(
      name,
      `services/${name}/src/main.ts`,
      { ...env, [portVariable(name)]: String(ports[name]) },
      options.logDir,
      heapFlags(heapLimitMb(name, env)),
    );
    services.set(name, child);
    await waitForHealth(child, `${serviceUrls[name]}/healthz`);
    return child;
  };
  await Promise.all(BACKENDS.map(launch));
  const gatewayPorts = await Promise.all(Array.from({ length: options.gateways ?? 1 }, () => freePort()));
  const gatewayUrls = gatewayPorts.map((port) => `http://127.0.0.1:${port}`);
  await Promise.all(
    gatewayPorts.map(async (port, i) => {
      const child = startChild(
        `gateway-${i + 1}`,
        'services/gateway/src/main.ts',
        { ...env, GATEWAY_PORT: String(port) },
        options.logDir,
        heapFlags(heapLimitMb('gateway', env)),
      );
      gateways.push(child);
      await waitForHealth(child, `${gatewayUrls[i]}/healthz`);
    }),
  );
  return {
    gatewayUrls,
    serviceUrls,
    children: () => [...gateways, ...services.values()],
    service: (name) => services.get(name)!,
    restart: launch,
  };
}
