import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jsonClient, type JsonClient } from './http-client';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

describe('jsonClient (node:http with keep-alive)', () => {
  let server: Server;
  let client: JsonClient;
  let handler: Handler;
  const sockets = new Set<unknown>();

  beforeAll(async () => {
    server = createServer((req, res) => {
      sockets.add(req.socket);
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => handler(req, body, res));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    client = jsonClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    client.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => sockets.clear());

  const echo: Handler = (req, body, res) =>
    res
      .writeHead(req.headers['x-status'] ? Number(req.headers['x-status']) : 200, {
        'content-type': 'application/json',
      })
      .end(JSON.stringify({ got: JSON.parse(body), path: req.url, type: req.headers['content-type'] }));

  it('posts JSON with the given headers and answers the status and the parsed body', async () => {
    handler = echo;
    const answer = await client.post('/internal/x', { lines: ['а'] }, { headers: { 'x-status': '400' } });
    expect(answer).toEqual({
      status: 400,
      body: { got: { lines: ['а'] }, path: '/internal/x', type: 'application/json' },
    });
  });

  it('reuses one connection for calls made one after another', async () => {
    handler = echo;
    for (let i = 0; i < 5; i++) expect((await client.post('/a', { i })).status).toBe(200);
    expect(sockets.size).toBe(1);
  });

  it('answers an undefined body when the server does not answer JSON', async () => {
    handler = (_req, _body, res) => res.writeHead(502).end('<html>bad gateway</html>');
    expect(await client.post('/a', {})).toEqual({ status: 502, body: undefined });
  });

  it('gives up after the timeout', async () => {
    handler = () => undefined;
    await expect(client.post('/slow', {}, { timeoutMs: 100 })).rejects.toThrow('POST /slow timed out');
  });

  it('retries a repeatable call once when the server dropped the reused connection', async () => {
    handler = echo;
    await client.post('/warm', {});
    let served = 0;
    handler = (req, body, res) => (served++ === 0 ? req.socket.destroy() : echo(req, body, res));
    expect((await client.post('/again', { n: 1 }, { repeatable: true })).body).toMatchObject({ got: { n: 1 } });
    expect(served).toBe(2);
  });

  it('does not repeat a call that is not marked repeatable', async () => {
    handler = echo;
    await client.post('/warm', {});
    handler = (req) => req.socket.destroy();
    await expect(client.post('/once', {})).rejects.toMatchObject({ code: 'ECONNRESET' });
  });
});
