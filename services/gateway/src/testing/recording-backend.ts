import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * A stand-in for every backend behind the gateway: answers `{ok: true}` to anything and records what arrived,
 * so a test sees exactly which headers the gateway passed on.
 */
export async function startRecordingBackend() {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests.push({ method: req.method!, url: req.url!, headers: req.headers });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /** The last request that reached the backend for a path. */
    last: (path: string) => [...requests].reverse().find((r) => r.url.split('?')[0] === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
