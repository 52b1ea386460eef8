import dns from 'node:dns';
import http from 'node:http';
import type { LookupFunction } from 'node:net';
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

/** Each call gives the next of the name's current addresses, in turn (sorted, so turns survive re-resolving). */
export function roundRobinLookup(lookupAll: LookupAll = systemLookupAll): LookupFunction {
  const turns = new Map<string, number>();
  return (hostname, options, callback) => {
    lookupAll(hostname).then(
      (found) => {
        if (found.length === 0) throw Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
        const sorted = [...found].sort((a, b) => a.address.localeCompare(b.address));
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
  lookupAll?: LookupAll;
}

/** A keep-alive http.Agent whose new connections take a name's replicas in turn and whose old ones retire. */
export class BalancedAgent extends http.Agent {
  private readonly firstAnswer = new WeakMap<Duplex, number>();
  private readonly lifeMs: number;

  constructor({ connectionLifeMs = CONNECTION_LIFE_MS, lookupAll, ...options }: BalancedAgentOptions = {}) {
    super({ keepAlive: true, ...options, lookup: roundRobinLookup(lookupAll) } as http.AgentOptions);
    this.lifeMs = connectionLifeMs;
  }

  /** Node's Agent closes a connection this refuses (its typings say void, its code reads the boolean). */
  override keepSocketAlive(socket: Duplex): boolean {
    const first = this.firstAnswer.get(socket) ?? Date.now();
    this.firstAnswer.set(socket, first);
    if (Date.now() - first >= this.lifeMs) return false;
    return super.keepSocketAlive(socket) as unknown as boolean;
  }
}
