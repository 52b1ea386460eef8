import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BalancedAgent, type LookupAll } from './balanced-agent';
import { jsonClient } from './http-client';

/** Two replicas of one service: the same port on two loopback addresses, each answering which one it is. */
async function replicas(): Promise<{ port: number; close(): Promise<void> }> {
  const serve = (address: string, port: number) =>
    new Promise<http.Server>((resolve, reject) => {
      const server = http.createServer((req, res) => {
        req.resume();
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ replica: address }));
      });
      server.on('error', reject).listen(port, address, () => resolve(server));
    });
  const first = await serve('127.0.0.1', 0);
  const { port } = first.address() as AddressInfo;
  const second = await serve('127.0.0.2', port);
  const close = (s: http.Server) => new Promise<void>((resolve) => s.close(() => resolve()));
  return {
    port,
    close: async () => {
      first.closeAllConnections();
      second.closeAllConnections();
      await Promise.all([close(first), close(second)]);
    },
  };
}

// Docker's DNS answers every replica's address for a service name; this stands in for it.
const bothReplicas: LookupAll = async () => [
  { address: '127.0.0.2', family: 4 },
  { address: '127.0.0.1', family: 4 },
];

async function askInTurn(agent: BalancedAgent, port: number, times: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < times; i++) {
    const answer = await new Promise<string>((resolve, reject) => {
      http
        .get(`http://catalog.replicas:${port}/`, { agent }, (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve((JSON.parse(text) as { replica: string }).replica));
        })
        .on('error', reject);
    });
    seen.push(answer);
  }
  return seen;
}

describe('BalancedAgent: connections to a service name spread over its replicas', () => {
  let servers: Awaited<ReturnType<typeof replicas>>;
  beforeAll(async () => {
    servers = await replicas();
  });
  afterAll(() => servers.close());

  it('opens each new connection to the next replica the name resolves to', async () => {
    const agent = new BalancedAgent({ connectionLifeMs: 0, lookupAll: bothReplicas });
    const seen = await askInTurn(agent, servers.port, 4);
    agent.destroy();
    expect(seen).toEqual(['127.0.0.1', '127.0.0.2', '127.0.0.1', '127.0.0.2']);
  });

  it('keeps a connection on its replica within its life, so a quiet pool stays on one', async () => {
    const agent = new BalancedAgent({ connectionLifeMs: 3_600_000, lookupAll: bothReplicas });
    const seen = await askInTurn(agent, servers.port, 3);
    agent.destroy();
    expect(new Set(seen).size).toBe(1);
  });

  it('leaves a replica the name no longer resolves to', async () => {
    let addresses = [
      { address: '127.0.0.1', family: 4 },
      { address: '127.0.0.2', family: 4 },
    ];
    const agent = new BalancedAgent({ connectionLifeMs: 0, lookupAll: async () => addresses });
    await askInTurn(agent, servers.port, 2);
    addresses = [{ address: '127.0.0.2', family: 4 }];
    const seen = await askInTurn(agent, servers.port, 3);
    agent.destroy();
    expect(seen).toEqual(['127.0.0.2', '127.0.0.2', '127.0.0.2']);
  });

  it('carries the JSON client between services', async () => {
    const client = jsonClient(`http://127.0.0.1:${servers.port}`);
    const answer = await client.post('/', {});
    client.close();
    expect(answer).toEqual({ status: 200, body: { replica: '127.0.0.1' } });
  });
});
