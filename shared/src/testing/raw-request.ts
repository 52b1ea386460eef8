import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET, or a POST of `body` as JSON, whose answer is read as the bytes sent (fetch and supertest decode brotli). */
export const rawRequest = (url: string, headers: Record<string, string> = {}, body?: object): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const json = body && JSON.stringify(body);
    const method = json ? 'POST' : 'GET';
    request(url, { method, headers: json ? { ...headers, 'content-type': 'application/json' } : headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end(json);
  });
