import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { confirmThroughDemoMessenger, logIn, newAuthKey } from '../testing/demo-sign-in';
import { natsServerInstalled, NATS_SERVER_SKIP_REASON, startCluster, type Cluster } from './cluster';

const describeDistributed = natsServerInstalled ? describe : describe.skip;
if (!natsServerInstalled) console.log(`scripts/distributed/topology.test.ts: ${NATS_SERVER_SKIP_REASON}`);

async function call(url: string, method: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/** A login page's socket: joins the room of its key on one gateway replica, over a websocket only. */
function loginSocket(gatewayUrl: string, authKey: string): Promise<{ socket: Socket; heard: Promise<string> }> {
  const socket = io(gatewayUrl, {
    path: '/socket.io',
    auth: { authKey },
    transports: ['websocket'],
    reconnection: false,
  });
  const heard = new Promise<string>((resolve) => socket.once('authkey', resolve));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, heard }));
    socket.once('connect_error', reject);
  });
}

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

describeDistributed(
  'distributed mode: every service its own process, two gateway replicas, PostgreSQL and NATS',
  () => {
    let cluster: Cluster;
    let a: string;
    let b: string;
    const sockets: Socket[] = [];

    beforeAll(async () => {
      cluster = await startCluster();
      [a, b] = cluster.topology.gatewayUrls;
    }, 180_000);
    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await cluster?.stop();
    }, 60_000);

    const signInThrough = (gatewayUrl: string, authKey: string, phone: string) =>
      confirmThroughDemoMessenger(gatewayUrl, authKey, { phone, userName: 'Ольга' });

    it('runs each service and each gateway replica as a separate process', () => {
      const pids = cluster.topology.children().map((child) => child.process.pid);
      expect(new Set(pids).size).toBe(6);
      expect(
        cluster.topology
          .children()
          .map((child) => child.name)
          .sort(),
      ).toEqual(['catalog', 'gateway-1', 'gateway-2', 'identity', 'media', 'orders']);
    });

    it('delivers the sign-in event of identity to login sockets on either replica', async () => {
      const authKey = newAuthKey();
      const onA = await loginSocket(a, authKey);
      const onB = await loginSocket(b, authKey);
      sockets.push(onA.socket, onB.socket);
      await signInThrough(a, authKey, '+38 (050) 700-00-01');
      expect(await within(onA.heard, 15_000, 'authkey on replica 1')).toBe(authKey);
      expect(await within(onB.heard, 15_000, 'authkey on replica 2')).toBe(authKey);

      // The other way round: confirmed through replica 2, heard by a page connected only to replica 1.
      const second = newAuthKey();
      const onlyA = await loginSocket(a, second);
      sockets.push(onlyA.socket);
      await signInThrough(b, second, '+38 (050) 700-00-02');
      expect(await within(onlyA.heard, 15_000, 'authkey on replica 1')).toBe(second);
    });

    it('does not tell a socket about a key it did not join', async () => {
      const mine = await loginSocket(b, newAuthKey());
      sockets.push(mine.socket);
      await signInThrough(a, newAuthKey(), '+38 (050) 700-00-03');
      await expect(within(mine.heard, 2000, 'authkey')).rejects.toThrow('within');
    });

    it('answers catalog calls through both replicas with the same data', async () => {
      const [catalogsA, catalogsB] = await Promise.all([
        call(`${a}/api/catalogs`, 'GET'),
        call(`${b}/api/catalogs`, 'GET'),
      ]);
      expect(catalogsA.status).toBe(200);
      expect(catalogsA.body.length).toBeGreaterThan(0);
      expect(catalogsB).toEqual(expect.objectContaining({ status: 200, body: catalogsA.body }));
      const productId = JSON.parse(cluster.orderBodies[0]).orderItems[0].productId;
      for (const gateway of [a, b]) {
        const product = await call(`${gateway}/api/products/product/${productId}`, 'GET');
        expect(product.status).toBe(200);
        expect(JSON.stringify(product.body)).toContain(productId);
      }
    });

    it('takes an order through one replica and shows it to its customer through the other', async () => {
      const authKey = newAuthKey();
      await signInThrough(a, authKey, '+38 (050) 700-00-04');
      const { user, cookie } = await logIn(b, authKey);
      const userId = user._id;

      const placed = await call(`${a}/api/order`, 'POST', cluster.orderBodies[1], {
        cookie,
        'idempotency-key': randomBytes(8).toString('hex'),
      });
      expect(placed.status).toBe(201);
      expect(placed.body).toMatchObject({ userId, count: expect.any(Number) });
      expect(placed.body.totalAmount).toBeGreaterThan(1000);

      const mine = await call(`${b}/api/order/user/${userId}`, 'GET', undefined, { cookie });
      expect(mine.status).toBe(200);
      expect(mine.body.map((o: { _id: string }) => o._id)).toEqual([placed.body._id]);
      expect((await call(`${a}/api/order/${placed.body._id}`, 'GET', undefined, { cookie })).body._id).toBe(
        placed.body._id,
      );
      expect((await call(`${b}/api/order/${placed.body._id}`, 'GET')).status).toBe(401);
      const [rateA, rateB] = await Promise.all([
        call(`${a}/api/currencyrate`, 'GET'),
        call(`${b}/api/currencyrate`, 'GET'),
      ]);
      expect(rateA.body).toEqual({ USD: expect.any(Number), EUR: expect.any(Number) });
      expect(rateB.body).toEqual(rateA.body);
    });
  },
);
