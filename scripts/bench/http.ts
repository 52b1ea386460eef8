import http from 'node:http';

/** Keep-alive connections to one shop, at most `connections` at once (the benchmark's own loops). */
export function keepAliveAgent(connections: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
}

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

/** Sends one request as a browser would (gzip accepted, JSON body); true when answered 2xx (the body is drained). */
export function send(agent: http.Agent, baseUrl: string, r: BenchRequest): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.request(
      new URL(r.path, baseUrl),
      {
        method: r.method,
        agent,
        timeout: 10_000,
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          ...(r.body !== undefined && { 'content-type': 'application/json' }),
          ...r.headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode! >= 200 && res.statusCode! < 300));
        res.on('error', () => resolve(false));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end(r.body);
  });
}
