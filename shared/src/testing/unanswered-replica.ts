import { spawn } from 'node:child_process';
import net from 'node:net';

/**
 * Stands in for a replica whose container just went away (Docker keeps its address a moment longer): a connect
 * to it is never answered. A child process listens with the smallest backlog and then blocks, never accepting;
 * two connections fill its queue, after which the kernel drops every new SYN, so a connect hangs.
 */
export async function unansweredReplica(host: string): Promise<{ port: number; close(): void }> {
  const script = `const s = require('net').createServer();
s.listen({ host: ${JSON.stringify(host)}, port: 0, backlog: 1 }, () => {
  process.stdout.write(String(s.address().port), () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0));
});`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = Number(await new Promise<string>((resolve) => child.stdout.once('data', (d) => resolve(String(d)))));
  const queued: net.Socket[] = [];
  for (let i = 0; i < 2; i++) {
    queued.push(
      await new Promise<net.Socket>((resolve) => {
        const socket = net.connect({ host, port }, () => resolve(socket));
      }),
    );
  }
  return {
    port,
    close: () => {
      for (const socket of queued) socket.destroy();
      child.kill('SIGKILL');
    },
  };
}
