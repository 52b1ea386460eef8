import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const NATS_SERVER_BIN = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';
/** Tests that stop and start a NATS server of their own need the binary; without it they say so and are skipped. */
export const natsServerInstalled = existsSync(NATS_SERVER_BIN);
export const NATS_SERVER_SKIP_REASON = `${NATS_SERVER_BIN} not found (apt-get install nats-server): the tests with a private NATS server are skipped`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const accepting = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

export interface PrivateNats {
  url: string;
  start(): Promise<void>;
  /** Kills the server; start() brings it back on the same port with the same JetStream storage. */
  stop(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open, nothing is answered, like a stalled NATS. */
  pause(): void;
  /** Lets a paused server go on (SIGCONT). */
  resume(): void;
  destroy(): Promise<void>;
  /** The server's process id while it runs (the benchmark reads its CPU). */
  pid(): number | undefined;
}

/** A private JetStream server that a test can stop and start again on the same port and storage. */
export async function startPrivateNats(): Promise<PrivateNats> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-nats-'));
  let child: ChildProcess | undefined;
  // A test that fails or is interrupted must not leave the server behind.
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);

  const start = async () => {
    child = spawn(NATS_SERVER_BIN, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir], { stdio: 'ignore' });
    const end = Date.now() + 10_000;
    while (!(await accepting(port))) {
      if (Date.now() > end) throw new Error('nats-server did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGKILL');
    });
  };

  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    start,
    stop,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    pid: () => child?.pid,
    destroy: async () => {
      child?.kill('SIGCONT');
      await stop();
      process.removeListener('exit', killOnExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
