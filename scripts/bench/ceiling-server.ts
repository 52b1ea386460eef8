import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { chosenEncoding, compressed, type ContentEncoding } from '@shop/shared';
import { COMPRESS_FROM_BYTES } from '@shop/gateway/src/catalog-cache/send';
import type { CapturedAnswer } from './load';

/** The captured answers of one call; a request none of them matches exactly gets the first (orders). */
export interface CeilingRoute {
  prefix: string;
  answers: CapturedAnswer[];
}

interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
  /** The body compressed as the gateway sends a kept answer, each made once the first time a client takes it. */
  compressed: Partial<Record<ContentEncoding, Buffer>>;
}

const keyOf = (method: string, path: string, body: string) => `${method} ${path} ${body}`;

function bytesFor(req: IncomingMessage, answer: Answer) {
  const headers: Record<string, string | number> = { 'content-type': answer.contentType };
  // The gateway's rule, so both send the same bytes.
  const encoding =
    answer.body.length < COMPRESS_FROM_BYTES ? undefined : chosenEncoding(req.headers['accept-encoding']);
  if (!encoding) return { headers: { ...headers, 'content-length': answer.body.length }, body: answer.body };
  const body = (answer.compressed[encoding] ??= compressed(answer.body, encoding, 'small'));
  return { headers: { ...headers, 'content-encoding': encoding, 'content-length': body.length }, body };
}

/**
 * The ceiling: a bare node:http server that reads each request body and answers the bytes the service answered
 * to that very request (compressed as the gateway sends it), so the table shows what this machine and this load
 * generator can do at best.
 */
function main() {
  const routes = JSON.parse(readFileSync(process.env.BENCH_CEILING_FILE!, 'utf8')) as CeilingRoute[];
  const exact = new Map<string, Answer>();
  const fallback: { prefix: string; answer: Answer }[] = [];
  for (const route of routes) {
    for (const a of route.answers) {
      const answer: Answer = {
        status: a.status,
        contentType: a.contentType,
        body: Buffer.from(a.body),
        compressed: {},
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
      const { headers, body } = bytesFor(req, answer);
      res.writeHead(answer.status, headers);
      res.end(body);
    });
  });
  server.keepAliveTimeout = 65_000;
  server.listen(Number(process.env.BENCH_CEILING_PORT), '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

main();
