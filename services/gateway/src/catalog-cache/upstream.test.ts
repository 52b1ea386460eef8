import http from 'node:http';
import { BalancedAgent, type LookupAll } from '@shop/shared';
import { unansweredReplica } from '@shop/shared/src/testing/unanswered-replica';
import { readUpstream } from './upstream';

describe('readUpstream: a catalog read while a catalog replica is going away', () => {
  let gone: Awaited<ReturnType<typeof unansweredReplica>>;
  let live: http.Server;
  beforeAll(async () => {
    gone = await unansweredReplica('127.0.0.2');
    live = http.createServer((req, res) => res.end('{"brands":[]}'));
    await new Promise<void>((resolve) => live.listen(gone.port, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    gone.close();
    live.closeAllConnections();
    await new Promise((resolve) => live.close(resolve));
  });

  it('is sent once more, to another replica, when the first could not be reached', async () => {
    const bothReplicas: LookupAll = async () => [
      { address: '127.0.0.1', family: 4 },
      { address: '127.0.0.2', family: 4 },
    ];
    const agent = new BalancedAgent({ connectionLifeMs: 0, connectTimeoutMs: 300, lookupAll: bothReplicas });
    const url = new URL(`http://catalog:${gone.port}/api/brands`);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await readUpstream(agent, url, { method: 'GET', headers: {} })).status);
    agent.destroy();
    expect(statuses).toEqual([200, 200, 200, 200]);
  });
});
