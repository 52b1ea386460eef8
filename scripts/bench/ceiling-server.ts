import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/** One captured answer per call, chosen by method and path prefix. */
export interface CeilingRoute {
  method: string;
  prefix: string;
  status: number;
  contentType: string;
  bodyBase64: string;
}

/**
 * The ceiling: a bare node:http server that reads each request body and answers the captured bytes, so the
 * table shows what this machine and this load generator can do at best for the same response sizes.
 */
function main() {
  const routes = (JSON.parse(readFileSync(process.env.BENCH_CEILING_FILE!, 'utf8')) as CeilingRoute[])
    .map((r) => ({ ...r, body: Buffer.from(r.bodyBase64, 'base64') }))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url === '/healthz') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      const route = routes.find((r) => r.method === req.method && req.url!.startsWith(r.prefix));
      if (!route) return void res.writeHead(404).end();
      res.writeHead(route.status, { 'content-type': route.contentType, 'content-length': route.body.length });
      res.end(route.body);
    });
  });
  server.keepAliveTimeout = 65_000;
  server.listen(Number(process.env.BENCH_CEILING_PORT), '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

main();
