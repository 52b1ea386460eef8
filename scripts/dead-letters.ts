/**
 * `npm run dead-letters -- list [service]`: the events each service's consumers parked after their last failed
 * delivery. `show <service> <id>` prints one with its whole event, `replay <service> [id ...]` asks the running
 * service to hand them (all of that service's when no id is given) to their consumer again, `drop <service> <id ...>`
 * forgets them. Works on DATABASE_URL, else on the embedded PostgreSQL of a running `npm start`.
 */
import path from 'node:path';
import {
  BACKENDS,
  createPool,
  dropDeadLetters,
  listDeadLetters,
  requestReplay,
  type BackendName,
  type DeadLetter,
  type Pool,
} from '@shop/shared';
import { runningEmbeddedPort } from './embedded-db';

const USAGE = `usage: npm run dead-letters -- list [service] | show <service> <id> | replay <service> [id ...] | drop <service> <id ...>
services: ${BACKENDS.join(', ')}`;

const line = (service: string, d: DeadLetter) =>
  [
    `${service} #${d.id}`,
    d.subject,
    `event ${d.eventId}`,
    `consumer ${d.consumer}`,
    `parked ${d.parkedAt.toISOString()} after ${d.deliveries} deliveries`,
    d.replays ? `${d.replays} failed replays` : '',
    d.replayRequestedAt ? 'replay pending' : '',
    `error: ${d.error}`,
  ]
    .filter(Boolean)
    .join(' | ');

async function withService<T>(databaseUrl: string, service: BackendName, work: (pool: Pool) => Promise<T>) {
  const pool = createPool(databaseUrl, service, 1);
  try {
    const { rows } = await pool.query<{ table: string | null }>(`SELECT to_regclass($1) AS table`, [
      `${service}.dead_letters`,
    ]);
    if (!rows[0].table) return undefined;
    return await work(pool);
  } finally {
    await pool.end();
  }
}

function serviceArg(name: string | undefined): BackendName {
  if (!BACKENDS.includes(name as BackendName)) throw new Error(USAGE);
  return name as BackendName;
}

function idArgs(ids: string[]): string[] {
  if (ids.some((id) => !/^\d+$/.test(id))) throw new Error(`ids are numbers (from list)\n${USAGE}`);
  return ids;
}

export async function runDeadLettersCli(args: string[], databaseUrl: string): Promise<string> {
  const [command = 'list', name, ...rest] = args;
  if (command === 'list') {
    const services = name ? [serviceArg(name)] : BACKENDS;
    const lines: string[] = [];
    for (const service of services) {
      const letters = (await withService(databaseUrl, service, (pool) => listDeadLetters(pool, 1000))) ?? [];
      lines.push(...letters.map((d) => line(service, d)));
    }
    return lines.length ? lines.join('\n') : 'no parked events';
  }
  const service = serviceArg(name);
  if (command === 'show') {
    const [id] = idArgs(rest);
    const letters = (await withService(databaseUrl, service, (pool) => listDeadLetters(pool, 100_000))) ?? [];
    const letter = letters.find((d) => d.id === id);
    if (!letter) throw new Error(`${service} has no parked event #${id}`);
    return JSON.stringify(letter, null, 2);
  }
  if (command === 'replay') {
    const n = (await withService(databaseUrl, service, (pool) => requestReplay(pool, idArgs(rest)))) ?? 0;
    return `${service}: ${n} parked events will be handed to their consumers again within seconds (the service must be running)`;
  }
  if (command === 'drop' && rest.length) {
    const n = (await withService(databaseUrl, service, (pool) => dropDeadLetters(pool, idArgs(rest)))) ?? 0;
    return `${service}: ${n} parked events dropped`;
  }
  throw new Error(USAGE);
}

function databaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const port = runningEmbeddedPort(path.join(__dirname, '..', '.data', 'pg'));
  if (port) return `postgres://postgres:postgres@127.0.0.1:${port}/shop`;
  throw new Error('DATABASE_URL is not set and no `npm start` is running with its embedded PostgreSQL');
}

if (require.main === module) {
  Promise.resolve()
    .then(() => runDeadLettersCli(process.argv.slice(2), databaseUrl()))
    .then((message) => console.log(message))
    .catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
}
