import dns from 'node:dns';
import http from 'node:http';
import type { LookupFunction, Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/** Every address a name resolves to now (Docker's DNS answers one per replica of a compose service). */
export type LookupAll = (hostname: string) => Promise<dns.LookupAddress[]>;

const systemLookupAll: LookupAll = (hostname) => dns.promises.lookup(hostname, { all: true });

/**
 * A kept-alive connection goes back to the pool only within this time after its first answer: a connection
 * stays on the replica it reached, so retiring connections makes the pool resolve the name again, reach the
 * replicas that started since and leave the ones that went. A new connection costs a fraction of a
 * millisecond on a local network.
 */
export const CONNECTION_LIFE_MS = 5_000;

/**
 * A connection a replica has not accepted within this time is given up: the address of a container that just
 * stopped takes the SYN and never answers, and the request would otherwise wait for its whole timeout.
 */
export const CONNECT_TIMEOUT_MS = 2_000;

/** After a connection to an address failed to open, new connections go to the name's other addresses this long. */
export const SHUNNED_MS = 10_000;

/**
 * Each call gives the next of the name's current addresses, in turn (sorted, so turns survive re-resolving),
 * leaving out the shunned ones while any other is left.
 */
export function roundRobinLookup(
  lookupAll: LookupAll = systemLookupAll,
  shunned: (address: string) => boolean = () => false,
): LookupFunction {
  const turns = new Map<string, number>();
  return (hostname, options, callback) => {
    lookupAll(hostname).then(
      (found) => {
        if (found.length === 0) throw Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
        const open = found.filter((a) => !shunned(a.address));
        const sorted = (open.length > 0 ? open : [...found]).sort((a, b) => a.address.localeCompare(b.address));
        const turn = turns.get(hostname) ?? 0;
        turns.set(hostname, turn + 1);
        const pick = sorted[turn % sorted.length];
        // Node's connect asks for a list (all: true) when it may race IPv4 and IPv6 (autoSelectFamily).
        if (options.all) (callback as unknown as (e: null, list: dns.LookupAddress[]) => void)(null, [pick]);
        else callback(null, pick.address, pick.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

export interface BalancedAgentOptions extends http.AgentOptions {
  /** How long a connection is reused (default CONNECTION_LIFE_MS). */
  connectionLifeMs?: number;
  /** How long a new connection may take to open (default CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  lookupAll?: LookupAll;
}

/**
 * A keep-alive http.Agent whose new connections take a name's replicas in turn and whose old ones retire. A
 * replica that does not accept a connection in time is left alone for a while (SHUNNED_MS), as nginx's
 * max_fails does, so the requests after the first one that met a stopped replica go to the others at once.
 */
export class BalancedAgent extends http.Agent {
  private readonly firstAnswer = new WeakMap<Duplex, number>();
  private readonly lifeMs: number;
  private readonly connectTimeoutMs: number;
  private readonly shunnedUntil = new Map<string, number>();

  constructor({
    connectionLifeMs = CONNECTION_LIFE_MS,
    connectTimeoutMs = CONNECT_TIMEOUT_MS,
    lookupAll,
    ...options
  }: BalancedAgentOptions = {}) {
    const shunned = (address: string) => (this.shunnedUntil.get(address) ?? 0) > Date.now();
    super({ keepAlive: true, ...options, lookup: roundRobinLookup(lookupAll, shunned) } as http.AgentOptions);
    this.lifeMs = connectionLifeMs;
    this.connectTimeoutMs = connectTimeoutMs;
  }

  override createConnection(
    options: http.ClientRequestArgs,
    callback?: (err: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    const socket = super.createConnection(options, callback) as Socket;
    let address: string | undefined;
    let opened = false;
    const timer = setTimeout(() => {
      const where = `${address ?? options.host}:${options.port}`;
      const error = Object.assign(new Error(`connect to ${where} timed out`), { code: 'ETIMEDOUT' });
      socket.destroy(error);
    }, this.connectTimeoutMs);
    socket.on('lookup', (_error: Error | null, picked: string) => (address = picked));
    socket.once('connect', () => {
      opened = true;
      clearTimeout(timer);
    });
    socket.once('close', () => clearTimeout(timer));
    socket.once('error', () => {
      if (!opened && address) this.shunnedUntil.set(address, Date.now() + SHUNNED_MS);
    });
    return socket;
  }

  /** Node's Agent closes a connection this refuses (its typings say void, its code reads the boolean). */
  override keepSocketAlive(socket: Duplex): boolean {
    const first = this.firstAnswer.get(socket) ?? Date.now();
    this.firstAnswer.set(socket, first);
    if (Date.now() - first >= this.lifeMs) return false;
    return super.keepSocketAlive(socket) as unknown as boolean;
  }
}
