import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { CapturedAnswer } from './load';

/** The captured answers of one call; a request none of them matches exactly gets the first (orders). */
export interface CeilingRoute {
  prefix: string;
  answers: CapturedAnswer[];
}

interface Answer {
  status: number;
  headers: Record<string, string | number>;
  body: Buffer;
}

const keyOf = (method: string, path: string, body: string) => `${method} ${path} ${body}`;

/**
 * The ceiling: a bare node:http server that reads each request body and answers the bytes the service answered
 * to that very request, so the table shows what this machine and this load generator can do at best.
 */
function main() {
  const routes = JSON.parse(readFileSync(process.env.BENCH_CEILING_FILE!, 'utf8')) as CeilingRoute[];
  const exact = new Map<string, Answer>();
  const fallback: { prefix: string; answer: Answer }[] = [];
  for (const route of routes) {
    for (const a of route.answers) {
      const body = Buffer.from(a.body);
      const answer = {
        status: a.status,
        headers: { 'content-type': a.contentType, 'content-length': body.length },
        body,
      };
      exact.set(keyOf(a.method, a.path, a.requestBody), answer);
      if (a === route.answers[0]) fallback.push({ prefix: `${a.method} ${route.prefix}`, answer });
    }
  }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/healthz') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      const key = keyOf(req.method!, req.url!, Buffer.concat(chunks).toString());
      const answer = exact.get(key) ?? fallback.find((f) => key.startsWith(f.prefix))?.answer;
      if (!answer) return void res.writeHead(404).end();
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    });
  });
  server.keepAliveTimeout = 65_000;
  server.listen(Number(process.env.BENCH_CEILING_PORT), '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

main();
