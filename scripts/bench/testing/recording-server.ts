import { spawn } from 'node:child_process';
import { once } from 'node:events';

/**
 * A server in a process of its own (so that a stop of the test's thread does not stop it): each answer after
 * 20 ms, 500 for /fail, and what it was asked (path, Idempotency-Key, body) at /seen.
 */
const SERVER = `
const seen = [];
require('http').createServer((req, res) => {
  if (req.url === '/seen') return res.end(JSON.stringify(seen));
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    seen.push([req.url, req.headers['idempotency-key'] ?? null, body]);
    setTimeout(() => { res.statusCode = req.url === '/fail' ? 500 : 200; res.end('{}'); }, 20);
  });
}).listen(0, '127.0.0.1', function () { console.log(this.address().port); });
`;

export interface RecordingServer {
  url: string;
  /** Each request asked so far: its path, Idempotency-Key and body. */
  seen(): Promise<[string, string | null, string][]>;
  stop(): void;
}

export async function startRecordingServer(): Promise<RecordingServer> {
  const server = spawn(process.execPath, ['-e', SERVER]);
  const [port] = (await once(server.stdout, 'data')) as [Buffer];
  const url = `http://127.0.0.1:${String(port).trim()}`;
  return {
    url,
    seen: async () => (await (await fetch(`${url}/seen`)).json()) as [string, string | null, string][],
    stop: () => server.kill(),
  };
}
