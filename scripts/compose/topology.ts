/**
 * The compose topology for real: builds the production image, brings docker-compose.yml up through nginx with
 * the commands of README's "Operators" section, proves what the shop promises there, and takes it all down.
 * Run by scripts/compose/test.sh (which installs Docker, starts dockerd and makes the local base images).
 * Sign-in is the production path: identity runs with NODE_ENV=production and a Telegram bot whose API is a
 * fake this process serves (deploy/compose-test.yml points TELEGRAM_API_ROOT at it); Telegram's updates are
 * posted to the webhook through nginx as Telegram would.
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import { encodeLoginPayload, makeAuthKey } from '@shop/shared';
import { startFakeTelegram, type FakeApi } from '../../services/identity/src/testing/fakes';
import {
  confirmUpdate,
  contactUpdate,
  startUpdate,
  type TelegramPerson,
} from '../../services/identity/src/testing/telegram-updates';
import { loadOrderBodies } from '../bench/fixtures';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..');
const PROJECT = process.env.COMPOSE_PROJECT ?? 'shopcomposetest';
const FILES = ['-f', 'docker-compose.yml', '-f', 'deploy/local-images.yml', '-f', 'deploy/compose-test.yml'];
const SUBNET_PREFIX = '172.30.77';
const BOT = { token: '123456:compose-test', name: 'shop_compose_test_bot', secret: 'compose-test_secret' };
const IMAGE_LIMIT_MB = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function fail(message: string): never {
  throw new Error(message);
}

// ---------------------------------------------------------------- docker-compose, docker and psql

const work = mkdtempSync(path.join(os.tmpdir(), 'shop-compose-test-'));
const envFile = path.join(work, '.env');

async function compose(...args: string[]): Promise<string> {
  return (await composeOutput(...args)).stdout;
}

/** docker-compose's standard output and error (a container's own error output comes with `run`). */
async function composeOutput(...args: string[]): Promise<{ stdout: string; stderr: string }> {
  const all = ['--env-file', envFile, '-p', PROJECT, ...FILES, ...args];
  try {
    return await run('docker-compose', all, { cwd: ROOT, maxBuffer: 64 << 20 });
  } catch (error) {
    const e = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`docker-compose ${args.join(' ')} failed: ${(e.stderr || e.stdout || e.message).slice(-2000)}`, {
      cause: error,
    });
  }
}

/** docker-compose with its standard input from a file or its standard output into one (dumps and restores). */
function composeFile(file: { from?: string; to?: string }, ...args: string[]): Promise<void> {
  const all = ['--env-file', envFile, '-p', PROJECT, ...FILES, ...args];
  const input = file.from ? openSync(file.from, 'r') : 'ignore';
  const output = file.to ? openSync(file.to, 'w') : 'ignore';
  return new Promise<void>((resolve, reject) => {
    const child = spawn('docker-compose', all, { cwd: ROOT, stdio: [input, output, 'pipe'] });
    let errors = '';
    child.stderr?.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`docker-compose ${args.join(' ')}: exit ${code} ${errors.slice(-1000)}`)),
    );
  }).finally(() => {
    if (typeof input === 'number') closeSync(input);
    if (typeof output === 'number') closeSync(output);
  });
}

async function docker(...args: string[]): Promise<string> {
  const { stdout } = await run('docker', args, { maxBuffer: 64 << 20 });
  return stdout.trim();
}

/** The project's containers of a service (running or not). */
async function containers(service: string, all = false): Promise<string[]> {
  const filters = ['--filter', `label=com.docker.compose.project=${PROJECT}`];
  filters.push('--filter', `label=com.docker.compose.service=${service}`);
  const out = await docker('ps', ...(all ? ['-a'] : []), ...filters, '--format', '{{.Names}}');
  return out ? out.split('\n').sort() : [];
}

async function sql(query: string): Promise<string> {
  return (await compose('exec', '-T', 'postgres', 'psql', '-U', 'shop', '-d', 'shop', '-tAc', query)).trim();
}

const count = async (query: string) => Number(await sql(query));

// ---------------------------------------------------------------- HTTP through nginx

let shopUrl = '';

async function http(pathname: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${shopUrl}${pathname}`, { ...init, signal: AbortSignal.timeout(15_000) });
}

async function json<T>(pathname: string, init: RequestInit = {}): Promise<T> {
  const res = await http(pathname, init);
  if (!res.ok) fail(`${init.method ?? 'GET'} ${pathname}: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}

const post = <T>(pathname: string, body: unknown, headers: Record<string, string> = {}) =>
  json<T>(pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function waitFor<T>(what: string, check: () => Promise<T | undefined | false>, ms = 120_000): Promise<T> {
  const until = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const got = await check();
      if (got) return got;
    } catch (error) {
      last = error;
    }
    if (Date.now() > until) fail(`timed out waiting for ${what}${last ? `: ${(last as Error).message}` : ''}`);
    await sleep(1000);
  }
}

/** Every container of the project that has a health check is healthy, and the gateway answers through nginx. */
async function healthy(): Promise<void> {
  await waitFor('every container healthy and the shop answering through nginx', async () => {
    const out = await docker(
      'ps',
      '-a',
      '--filter',
      `label=com.docker.compose.project=${PROJECT}`,
      '--format',
      '{{.Names}} {{.Status}}',
    );
    const waiting = out.split('\n').filter((line) => /\(health: starting\)|\(unhealthy\)|Restarting|Exited/.test(line));
    if (waiting.length) throw new Error(waiting.join('; '));
    return (await http('/healthz')).ok;
  });
}

// ---------------------------------------------------------------- sign-in through the Telegram bot

let telegram: FakeApi;

interface SignedIn {
  phone: string;
  cookie: string;
  user: { _id: string; isAdmin: boolean };
}

/** A socket.io client as the login page makes it (WebSocket only), through nginx, waiting in its key's room. */
function loginSocket(authKey: string): Promise<{ socket: Socket; confirmed: Promise<string> }> {
  const socket = io(shopUrl, {
    path: '/socket.io',
    query: { authKey },
    transports: ['websocket'],
    reconnection: false,
  });
  const confirmed = new Promise<string>((resolve, reject) => {
    socket.on('authkey', resolve);
    setTimeout(() => reject(new Error(`no authkey event for ${authKey}`)), 20_000).unref();
  });
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve({ socket, confirmed }));
    socket.on('connect_error', reject);
  });
}

/** The login page's first call: a key of its own, registered. */
async function newLoginKey(): Promise<string> {
  const authKey = makeAuthKey();
  await post('/api/user/auth-key', { authKey, langKey: 'ru' });
  return authKey;
}

const telegramUpdate = (update: object) =>
  post('/bots/telegram', update, { 'x-telegram-bot-api-secret-token': BOT.secret });

/** The person's Telegram: open the key's link, share the own phone, press the bot's confirm button. */
async function confirmThroughTelegram(person: TelegramPerson, phone: string, authKey: string): Promise<void> {
  await telegramUpdate(startUpdate(person, encodeLoginPayload(authKey, 'ru')));
  await telegramUpdate(contactUpdate(person, phone));
  await telegramUpdate(confirmUpdate(person, authKey));
}

async function signInThroughTelegram(person: TelegramPerson, phone: string, authKey: string): Promise<SignedIn> {
  await confirmThroughTelegram(person, phone, authKey);
  return logIn(phone, authKey);
}

/** The login page's call once its socket heard `authkey` (rate-limited: 20 a minute per address). */
async function logIn(phone: string, authKey: string): Promise<SignedIn> {
  const res = await http('/api/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ authKey }),
  });
  if (!res.ok) fail(`login: HTTP ${res.status} ${await res.text()}`);
  const { user } = (await res.json()) as { user: SignedIn['user'] };
  return { phone, user, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
}

/** The gateway nginx sent each key's socket.io connection to, for those its access log names yet (at their close). */
async function socketUpstreams(keys: string[]): Promise<Map<string, string>> {
  const log = await compose('logs', '--no-color', 'nginx');
  const upstreams = new Map<string, string>();
  for (const line of log.split('\n').filter((l) => l.includes('/socket.io/'))) {
    const key = keys.find((k) => line.includes(k));
    if (key) upstreams.set(key, /upstream=(\S+)/.exec(line)?.[1] ?? '?');
  }
  return upstreams;
}

/** Sockets a round opens, each with its own key confirmed through Telegram. */
const SOCKETS = 10;
/**
 * nginx picks a gateway at random for each connection: 10 sockets all landed on one of two (1 time in 512, and a
 * run of this test saw it), so another round of 10 is opened then; three all on one gateway is 1 in 500 million.
 */
const SOCKET_ROUNDS = 3;

/**
 * A round of sockets, each hearing its own key confirmed by a person of its own; the first `loggingIn` of them log
 * in and are added to `people`. The keys, once every socket is closed.
 */
async function confirmedSockets(round: number, loggingIn: number, people: SignedIn[]): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < SOCKETS; i++) keys.push(await newLoginKey());
  const sockets = await Promise.all(keys.map(loginSocket));
  try {
    for (const [i, authKey] of keys.entries()) {
      const n = round * SOCKETS + i;
      const phone = `3805011100${String(n).padStart(2, '0')}`;
      await confirmThroughTelegram({ id: 7_000_001 + n, first_name: `Покупатель${n}` }, phone, authKey);
      if ((await sockets[i].confirmed) !== authKey) fail(`socket ${n} heard another key`);
      if (i < loggingIn) people.push(await logIn(phone, authKey));
    }
  } finally {
    for (const { socket } of sockets) socket.disconnect();
  }
  return keys;
}

// ---------------------------------------------------------------- orders and their events

/** Orders whose first answer did not come (a timeout or a dropped connection) and were sent again. */
let orderRetries = 0;

/**
 * Places an order as the checkout does: a timeout or dropped connection is retried with the same Idempotency-Key,
 * so a retry can never make a second order.
 */
async function placeOrder(body: string, cookie = ''): Promise<string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': randomUUID() };
  if (cookie) headers.cookie = cookie;
  for (let attempt = 1; ; attempt++) {
    try {
      return (await json<{ _id: string }>('/api/order', { method: 'POST', headers, body }))._id;
    } catch (err) {
      // fetch's own failures only (no answer in time, or the connection dropped), never an answer the shop gave.
      const unanswered = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'TypeError');
      if (attempt === 3 || !unanswered) throw err;
      orderRetries += 1;
    }
  }
}

/** The order's event consumed by identity (claimed, its notifications queued); its sale counted once by orders. */
async function eventConsumed(orderId: string): Promise<{ identity: number; sales: number; notifications: number }> {
  const event = `(SELECT id FROM orders.outbox WHERE envelope->'data'->>'orderId' = '${orderId}')`;
  return waitFor(`order ${orderId}'s event at identity and orders' sales`, async () => {
    const identity = await count(`SELECT count(*) FROM identity.processed_events WHERE event_id IN ${event}`);
    const sales = await count(`SELECT count(*) FROM orders.sales WHERE event_id IN ${event}`);
    const notifications = await count(
      `SELECT count(*) FROM identity.notifications WHERE text ~ ('№' || (SELECT count FROM orders.orders WHERE id = '${orderId}') || '[^0-9]')`,
    );
    return identity === 1 && sales === 1 ? { identity, sales, notifications } : undefined;
  });
}

// ---------------------------------------------------------------- reads over catalog replicas

/** Requests a catalog replica has answered (its /healthz counts them), asked inside its container. */
async function served(container: string): Promise<number> {
  const script = "fetch('http://127.0.0.1:4001/healthz').then(r=>r.json()).then(j=>console.log(j.served))";
  return Number(await docker('exec', container, 'node', '-e', script));
}

interface ReadStats {
  ok: number;
  /** Reads that failed once (502, network) and succeeded when the client tried again. */
  retried: number;
  lost: number;
}

/**
 * `clients` shoppers reading catalog answers the gateways cannot have kept (each URL new), for `ms`; a read that
 * fails is tried again for up to 5 s, as a browser's retry would.
 */
async function readStream(clients: number, ms: number): Promise<ReadStats> {
  const stats: ReadStats = { ok: 0, retried: 0, lost: 0 };
  const until = Date.now() + ms;
  let n = 0;
  const readOnce = async () => {
    const url = `/api/brands?read=${n++}-${randomUUID()}`;
    const giveUp = Date.now() + 5_000;
    for (let attempt = 0; ; attempt++) {
      const status = await http(url).then(
        async (res) => (await res.arrayBuffer(), res.status),
        () => 0,
      );
      if (status === 200) {
        stats.ok += 1;
        if (attempt > 0) stats.retried += 1;
        return;
      }
      if (Date.now() > giveUp) {
        stats.lost += 1;
        return;
      }
      await sleep(200);
    }
  };
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < until) await readOnce();
    }),
  );
  return stats;
}

// ---------------------------------------------------------------- the checks

const results: string[] = [];

async function check(name: string, body: () => Promise<string | void>): Promise<void> {
  const started = Date.now();
  try {
    const detail = await body();
    const line = `ok    ${name} (${seconds(started)})${detail ? `: ${detail}` : ''}`;
    results.push(line);
    console.log(`compose test: ${line}`);
  } catch (error) {
    console.log(`compose test: FAIL  ${name} (${seconds(started)}): ${(error as Error).message}`);
    throw error;
  }
}

function freePort(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}

async function firstFree(from: number, to: number, except: number[] = []): Promise<number> {
  for (let port = from; port <= to; port++) if (!except.includes(port) && (await freePort(port))) return port;
  return fail(`no free port in ${from}-${to}`);
}

async function main() {
  const shopPort = Number(process.env.SHOP_PORT) || (await firstFree(3150, 3159));
  const fakePort = await firstFree(3150, 3159, [shopPort]);
  shopUrl = `http://127.0.0.1:${shopPort}`;
  // README's .env, in a folder of the test's own.
  writeFileSync(
    envFile,
    [
      `INTERNAL_SECRET=${randomBytes(24).toString('hex')}`,
      `POSTGRES_PASSWORD=${randomBytes(16).toString('hex')}`,
      `SHOP_PORT=${shopPort}`,
      `PUBLIC_URL=${shopUrl}`,
      `SHOP_SUBNET=${SUBNET_PREFIX}.0/24`,
      `TELEGRAM_BOT_TOKEN=${BOT.token}`,
      `TELEGRAM_BOT_NAME=${BOT.name}`,
      `TELEGRAM_WEBHOOK_SECRET=${BOT.secret}`,
      // The containers reach this machine at their network's gateway address.
      `TELEGRAM_API_ROOT=http://${SUBNET_PREFIX}.1:${fakePort}`,
      '',
    ].join('\n'),
  );
  telegram = await startFakeTelegram(BOT.token, { host: '0.0.0.0', port: fakePort });
  console.log(`compose test: shop at ${shopUrl} (nginx), fake Telegram API on port ${fakePort}, files in ${work}`);

  await check('clean start: nothing of an earlier run left', clearLeftovers);

  await check('build: docker-compose build (production image)', async () => {
    await compose('build');
    const bytes = Number(await docker('image', 'inspect', 'hosiery-shop:latest', '--format', '{{.Size}}'));
    const mb = bytes / 1e6;
    if (mb >= IMAGE_LIMIT_MB) fail(`image is ${mb.toFixed(0)} MB, over ${IMAGE_LIMIT_MB} MB`);
    return `hosiery-shop:latest is ${mb.toFixed(0)} MB`;
  });

  await check('up: docker-compose up -d, every container healthy', async () => {
    await compose('up', '-d');
    await healthy();
    const gateways = await containers('gateway');
    if (gateways.length !== 2) fail(`${gateways.length} gateways run, deploy.replicas says 2`);
    const user = await docker('exec', gateways[0], 'sh', '-c', 'id -un; stat -c %U /data/errors; cat /proc/1/comm');
    const buffers = await sql('SHOW shared_buffers');
    if (buffers !== '512MB') fail(`PostgreSQL runs with shared_buffers ${buffers}, docker-compose.yml says 512MB`);
    const hugePages = await sql('SHOW huge_pages');
    if (hugePages !== 'try') fail(`PostgreSQL runs with huge_pages ${hugePages}, docker-compose.yml says try`);
    const needed = await sql('SHOW shared_memory_size_in_huge_pages');
    return (
      `2 gateways; ${user.replace(/\n/g, ', ')} (user, owner of /data/errors, PID 1); PostgreSQL shared_buffers ` +
      `${buffers}, huge_pages ${hugePages} (${needed} huge pages would hold its shared memory)`
    );
  });

  let orderBodies: string[] = [];
  let imagePath = '';
  const seed = ['run', '--rm', 'catalog', 'node', 'scripts/demo-data.js', '--media-url', 'http://media:4004'];
  await check(`seed: docker-compose ${seed.join(' ')} fills the catalog, images included`, async () => {
    const seeded = await composeOutput(...seed);
    const brands = await json<unknown[]>('/api/brands');
    orderBodies = await loadOrderBodies(shopUrl, shopUrl, 6);
    const products = await json<{ images?: { md?: string }[] }[]>('/api/products/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ string: 'носки', langKey: 'ru' }),
    });
    imagePath = products.flatMap((p) => p.images ?? []).find((i) => i.md)?.md ?? fail('no product has an image');
    imagePath = new URL(imagePath, shopUrl).pathname;
    const image = await http(imagePath);
    if (!image.ok || !String(image.headers.get('content-type')).startsWith('image/'))
      fail(`${imagePath}: HTTP ${image.status} ${image.headers.get('content-type')}`);
    const said = seeded.stdout + seeded.stderr;
    if (/Fontconfig error/.test(said)) fail(`the seed printed Fontconfig errors: ${said.slice(0, 500)}`);
    if (!said.includes('Demo data written')) fail(`the seed said: ${said.slice(0, 500)}`);
    return `${brands.length} brands, ${orderBodies.length} order bodies, image ${imagePath} served`;
  });

  await check('storefront and API answer through nginx', async () => {
    const home = await http('/');
    const html = await home.text();
    if (!home.ok || !html.includes('<html')) fail(`GET /: HTTP ${home.status}`);
    const ua = await http('/ua');
    if (!ua.ok) fail(`GET /ua: HTTP ${ua.status}`);
    const catalogs = await json<unknown[]>('/api/catalogs');
    return `GET / ${home.status} (${html.length} bytes), /ua ${ua.status}, /api/catalogs ${catalogs.length} catalogs`;
  });

  const people: SignedIn[] = [];
  await check(
    'sign-in: authkey reaches sockets on every gateway replica (10 sockets a round through nginx)',
    async () => {
      const gateways = new Set<string>();
      let round = 0;
      for (; gateways.size < 2; round++) {
        if (round === SOCKET_ROUNDS) fail(`${round * SOCKETS} sockets all reached ${[...gateways].join(', ')}`);
        const keys = await confirmedSockets(round, round ? 0 : 4, people);
        const logged = await waitFor(
          'nginx logging the sockets',
          async () => {
            const upstreams = await socketUpstreams(keys);
            return upstreams.size === keys.length && upstreams;
          },
          10_000,
        );
        for (const gateway of logged.values()) gateways.add(gateway);
      }
      const sockets = round * SOCKETS;
      return `${sockets} sockets on gateways ${[...gateways].sort().join(' and ')} each heard their authkey; 4 logged in`;
    },
  );

  await check(
    'first admin: docker-compose run --rm identity node services/identity/src/admin-cli.js grant',
    async () => {
      const admin = people[0];
      const out = await compose(
        'run',
        '--rm',
        'identity',
        'node',
        'services/identity/src/admin-cli.js',
        'grant',
        admin.phone,
      );
      const again = await signInThroughTelegram(
        { id: 7_000_001, first_name: 'Покупатель0' },
        admin.phone,
        await newLoginKey(),
      );
      if (!again.user.isAdmin) fail('the granted user is not an administrator');
      const { users } = await json<{ users: unknown[] }>('/api/user', { headers: { cookie: again.cookie } });
      return `${out.trim().split('\n').pop()}; GET /api/user (admins only) lists ${users.length} users`;
    },
  );

  let firstOrder = '';
  await check(
    'order: placed through nginx, counted in the sales, its event reaches identity (notifications queued)',
    async () => {
      firstOrder = await placeOrder(orderBodies[0], people[1].cookie);
      const consumed = await eventConsumed(firstOrder);
      if (consumed.notifications < 1) fail('identity queued no notification');
      const number = await sql(`SELECT count FROM orders.orders WHERE id = '${firstOrder}'`);
      await waitFor('the notifications sent to Telegram', async () =>
        telegram.calls.some((c) => c.method === 'sendMessage' && new RegExp(`№${number}\\D`).test(String(c.body.text))),
      );
      return `order ${firstOrder}: identity ${consumed.identity}, sales ${consumed.sales}, ${consumed.notifications} notifications queued and sent to the fake Telegram`;
    },
  );

  await check('scale: docker-compose up -d --scale catalog=3 spreads reads over 3 catalogs (4 clients)', async () => {
    await compose('up', '-d', '--scale', 'catalog=3');
    await healthy();
    const catalogs = await containers('catalog');
    if (catalogs.length !== 3) fail(`${catalogs.length} catalog containers`);
    const before = await Promise.all(catalogs.map(served));
    const stats = await readStream(4, 15_000);
    const after = await Promise.all(catalogs.map(served));
    const shares = after.map((n, i) => n - before[i]);
    const total = shares.reduce((a, b) => a + b, 0);
    const spread = `${stats.ok} reads: ${catalogs.map((c, i) => `${c} ${shares[i]}`).join(', ')}`;
    if (stats.lost) fail(`${stats.lost} reads lost; ${spread}`);
    if (shares.some((n) => n < total * 0.1)) fail(`a replica served under 10%: ${spread}`);
    return spread;
  });

  await check('failover: stopping a catalog container under a stream of reads loses no read', async () => {
    const catalogs = await containers('catalog');
    const stream = readStream(4, 12_000);
    await sleep(3_000);
    const stopped = catalogs[catalogs.length - 1];
    await docker('stop', stopped);
    const stats = await stream;
    if (stats.lost) fail(`${stats.lost} reads lost (of ${stats.ok + stats.lost})`);
    await compose('up', '-d', '--scale', 'catalog=1');
    return `${stats.ok} reads, ${stats.retried} retried after a failure, 0 lost; ${stopped} stopped`;
  });

  await check('scale: --scale gateway=3 reaches the new gateway through the running nginx', async () => {
    const nginxStarted = await docker('inspect', '--format', '{{.State.StartedAt}}', (await containers('nginx'))[0]);
    await compose('up', '-d', '--scale', 'gateway=3');
    await healthy();
    const marker = randomUUID();
    const upstreams = await waitFor(
      'requests reaching 3 gateways',
      async () => {
        for (let i = 0; i < 12; i++) await (await http(`/api/brands?gateway=${marker}-${i}`)).arrayBuffer();
        const log = await compose('logs', '--no-color', 'nginx');
        const lines = log.split('\n').filter((line) => line.includes(marker));
        const found = new Set(lines.map((line) => /upstream=(\S+)/.exec(line)?.[1]));
        return found.size >= 3 && [...found].sort();
      },
      30_000,
    );
    const restarted =
      (await docker('inspect', '--format', '{{.State.StartedAt}}', (await containers('nginx'))[0])) !== nginxStarted;
    if (restarted) fail('nginx was restarted');
    await compose('up', '-d');
    return `requests through the same nginx reached ${upstreams.join(', ')}`;
  });

  await check('nats restart: docker-compose restart nats loses no order event', async () => {
    const before = await placeOrder(orderBodies[1]);
    const restart = compose('restart', 'nats');
    await sleep(500);
    const during = await placeOrder(orderBodies[2]);
    await restart;
    const after = await placeOrder(orderBodies[3]);
    for (const id of [before, during, after]) await eventConsumed(id);
    return `orders placed before, during and after the restart (${orderRetries} sent again with their key): each event consumed once by identity, each sale counted once`;
  });

  await check('down, then up: every order, user and image kept (volumes)', async () => {
    const before = await totals();
    await compose('down');
    await compose('up', '-d');
    await healthy();
    const after = await totals();
    if (after !== before) fail(`before: ${before}; after: ${after}`);
    const image = await http(imagePath);
    if (!image.ok) fail(`${imagePath}: HTTP ${image.status} after up`);
    return `${after}; ${imagePath} still served`;
  });

  await check('back up (pg_dump, images volume), down -v, restore: everything back', async () => {
    const restored = await backUpAndRestore();
    const image = await http(imagePath);
    if (!image.ok) fail(`${imagePath}: HTTP ${image.status} after the restore`);
    return restored;
  });

  await check('swarm: docker stack deploy -c docker-compose.yml -c deploy/swarm.yml on one node', async () => {
    await compose('down');
    return swarmDeploy();
  });
}

const totals = () =>
  sql(
    "SELECT (SELECT count(*) FROM orders.orders) || ' orders, ' || (SELECT count(*) FROM identity.users) || ' users, ' || (SELECT count(*) FROM media.images) || ' images'",
  );

/** README's back-up, then its restore into new, empty volumes: the same orders, users and images. */
async function backUpAndRestore(): Promise<string> {
  const before = await totals();
  const dump = path.join(work, 'shop.dump');
  await composeFile({ to: dump }, 'exec', '-T', 'postgres', 'pg_dump', '-U', 'shop', '-d', 'shop', '--format=custom');
  const tar = ['run', '--rm', '--no-deps', '--user', 'root', '-v', `${work}:/backup`, 'media', 'tar', '-C', '/data'];
  await compose(...tar, '-czf', '/backup/images.tgz', 'images');
  await compose('down', '-v');
  await compose('up', '-d', 'postgres');
  await waitFor('postgres ready', async () => (await sql('SELECT 1')) === '1');
  await composeFile({ from: dump }, 'exec', '-T', 'postgres', 'pg_restore', '-U', 'shop', '-d', 'shop');
  await compose(...tar, '-xzf', '/backup/images.tgz');
  await compose('up', '-d');
  await healthy();
  const after = await totals();
  if (after !== before) fail(`before: ${before}; after the restore: ${after}`);
  const sizes = `dump ${(statSync(dump).size / 1e3).toFixed(0)} kB, images ${(statSync(path.join(work, 'images.tgz')).size / 1e6).toFixed(1)} MB`;
  return `${after} restored into new volumes (${sizes})`;
}

/** The variables of the test's .env, which `docker stack deploy` does not read by itself. */
const envOfFile = (text: string) =>
  Object.fromEntries(
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

/** README's swarm steps on this one machine: every replica running, the shop answering through nginx. */
async function swarmDeploy(): Promise<string> {
  const stack = `${PROJECT}swarm`;
  const joined = (await docker('info', '--format', '{{.Swarm.LocalNodeState}}')) === 'active';
  if (!joined) await docker('swarm', 'init', '--advertise-addr', '127.0.0.1');
  const env = { ...process.env, ...envOfFile(readFileSync(envFile, 'utf8')) };
  const files = ['-c', 'docker-compose.yml', '-c', 'deploy/local-images.yml', '-c', 'deploy/swarm.yml'];
  try {
    await run('docker', ['stack', 'deploy', ...files, stack], { cwd: ROOT, env });
    const replicas = await waitFor(
      'every swarm service at its replicas',
      async () => {
        const out = await docker('stack', 'services', stack, '--format', '{{.Name}} {{.Replicas}}');
        const lines = out.split('\n');
        const ready = lines.every((line) => /(\d+)\/\1$/.test(line)) && lines.length === 8;
        return ready && (await http('/healthz')).ok && lines.map((l) => l.replace(`${stack}_`, '')).join(', ');
      },
      240_000,
    );
    if (!replicas.includes('gateway 2/2')) fail(`deploy.replicas not honoured: ${replicas}`);
    const home = await http('/');
    if (!home.ok) fail(`GET / through the swarm's nginx: HTTP ${home.status}`);
    return replicas;
  } finally {
    await removeStack(stack);
    if (!joined) {
      await docker('swarm', 'leave', '--force');
      await docker('network', 'rm', 'docker_gwbridge').catch(() => undefined);
    }
  }
}

/**
 * A run stopped before its tear-down leaves the project's containers and volumes behind, and a kept pgdata holds
 * the password of that run's .env, not this one's: every service then fails to log in. So each run starts by
 * taking down whatever the project (or its swarm stack) still has.
 */
async function clearLeftovers(): Promise<string> {
  const label = `label=com.docker.compose.project=${PROJECT}`;
  const found = (await labelled('ps', label)).length + (await labelled('volume', label)).length;
  await compose('down', '-v', '--remove-orphans');
  const left = found + (await removeStack(`${PROJECT}swarm`));
  return left ? `removed ${left} containers and volumes of an earlier run` : 'none found';
}

/** Removes a swarm stack and then its volumes (they stay in use until its containers are gone). */
async function removeStack(stack: string): Promise<number> {
  const label = `label=com.docker.stack.namespace=${stack}`;
  const running = (await labelled('ps', label)).length;
  await docker('stack', 'rm', stack).catch(() => undefined);
  await waitFor('the stack gone', async () => !(await labelled('ps', label)).length, 60_000).catch(() => undefined);
  const volumes = await labelled('volume', label);
  if (volumes.length) await docker('volume', 'rm', ...volumes).catch(() => undefined);
  return running + volumes.length;
}

/** The ids of the containers (running or not) or volumes that carry `label`. */
async function labelled(kind: 'ps' | 'volume', label: string): Promise<string[]> {
  const list = kind === 'ps' ? ['ps', '-aq'] : ['volume', 'ls', '-q'];
  return (await docker(...list, '--filter', label)).split('\n').filter(Boolean);
}

async function tearDown() {
  const started = Date.now();
  await compose('down', '-v', '--remove-orphans').catch((e) => console.log(String(e)));
  // KEEP_IMAGES=1 (scripts/compose/test.sh) keeps the image and its build cache for the next run.
  if (process.env.KEEP_IMAGES !== '1') {
    await docker('image', 'rm', '-f', 'hosiery-shop:latest').catch(() => undefined);
    await docker('image', 'prune', '-f').catch(() => undefined);
  }
  await telegram?.close();
  rmSync(work, { recursive: true, force: true });
  const what = process.env.KEEP_IMAGES === '1' ? 'containers, volumes, network' : 'containers, volumes, network, image';
  console.log(`compose test: torn down (${what}) in ${seconds(started)}`);
}

const started = Date.now();
main()
  .then(
    () => 0,
    () => 1,
  )
  .then(async (status) => {
    if (status) console.log(await compose('logs', '--no-color', '--tail=20').catch(String));
    if (process.env.KEEP_UP === '1') return process.exit(status);
    await tearDown();
    console.log(
      status
        ? `compose test: FAILED after ${results.length} passing checks (${seconds(started)})`
        : `compose test: PASSED, ${results.length} checks (${seconds(started)})`,
    );
    process.exit(status);
  });
