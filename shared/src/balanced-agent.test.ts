import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BalancedAgent, type LookupAll } from './balanced-agent';
import { jsonClient } from './http-client';
import { unansweredReplica } from './testing/unanswered-replica';

/** A replica answering which one it is. */
const serve = (address: string, port: number) =>
  new Promise<http.Server>((resolve, reject) => {
    const server = http.createServer((req, res) => {
      req.resume();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ replica: address }));
    });
    server.on('error', reject).listen(port, address, () => resolve(server));
  });

/** Two replicas of one service: the same port on two loopback addresses. */
async function replicas(): Promise<{ port: number; close(): Promise<void> }> {
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

const ask = (agent: BalancedAgent, port: number) =>
  new Promise<string>((resolve, reject) => {
    http
      .get(`http://catalog.replicas:${port}/`, { agent }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve((JSON.parse(text) as { replica: string }).replica));
      })
      .on('error', reject);
  });

async function askInTurn(agent: BalancedAgent, port: number, times: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < times; i++) seen.push(await ask(agent, port));
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

describe('BalancedAgent: a replica that went away', () => {
  let gone: Awaited<ReturnType<typeof unansweredReplica>>;
  let live: http.Server;
  beforeAll(async () => {
    gone = await unansweredReplica('127.0.0.2');
    live = await serve('127.0.0.1', gone.port);
  });
  afterAll(async () => {
    gone.close();
    live.closeAllConnections();
    await new Promise((resolve) => live.close(resolve));
  });

  it('gives up connecting to it after connectTimeoutMs instead of waiting on the request', async () => {
    const onlyGone: LookupAll = async () => [{ address: '127.0.0.2', family: 4 }];
    const agent = new BalancedAgent({ connectionLifeMs: 0, connectTimeoutMs: 300, lookupAll: onlyGone });
    const started = Date.now();
    const failure = await ask(agent, gone.port).catch((error: NodeJS.ErrnoException) => error);
    agent.destroy();
    expect(failure).toMatchObject({ code: 'ETIMEDOUT' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('opens no new connection to it for a while after one failed to open, while another replica answers', async () => {
    const agent = new BalancedAgent({ connectionLifeMs: 0, connectTimeoutMs: 300, lookupAll: bothReplicas });
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      seen.push(await ask(agent, gone.port).catch((error: NodeJS.ErrnoException) => String(error.code)));
    }
    agent.destroy();
    expect(seen).toEqual(['127.0.0.1', 'ETIMEDOUT', '127.0.0.1', '127.0.0.1', '127.0.0.1', '127.0.0.1']);
  });

  it('lets the JSON client send a call once more, to another replica, when its connection never opened', async () => {
    const client = jsonClient(`http://catalog.replicas:${gone.port}`, {
      connectionLifeMs: 0,
      connectTimeoutMs: 300,
      lookupAll: bothReplicas,
    });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await client.post('/', {}));
    client.close();
    expect(answers).toEqual(Array(4).fill({ status: 200, body: { replica: '127.0.0.1' } }));
  });
});
