/** The shop's services, their default ports and the variables that move them. */
export const SERVICE_PORTS = {
  gateway: 3000,
  catalog: 4001,
  orders: 4002,
  identity: 4003,
  media: 4004,
} as const;

export type ServiceName = keyof typeof SERVICE_PORTS;
export type BackendName = Exclude<ServiceName, 'gateway'>;
export const BACKENDS: BackendName[] = ['catalog', 'orders', 'identity', 'media'];

export const portVariable = (name: ServiceName) => `${name.toUpperCase()}_PORT`;
export const urlVariable = (name: BackendName) => `${name.toUpperCase()}_URL`;

export function serviceUrl(name: BackendName, env: NodeJS.ProcessEnv = process.env): string {
  return env[urlVariable(name)] ?? `http://127.0.0.1:${SERVICE_PORTS[name]}`;
}
