import type { Server } from 'node:http';
import express from 'express';

export interface FakeCall {
  method: string;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakeApi {
  url: string;
  calls: FakeCall[];
  /** Makes the next `count` calls (that `match`, if given) fail as the real API would. */
  failNext(count: number, match?: (body: Record<string, unknown>) => boolean): void;
  close(): Promise<void>;
}

/** Where a fake listens: a free port on loopback, unless containers must reach it (the compose test). */
export interface Listen {
  host?: string;
  port?: number;
}

async function listen(
  app: express.Express,
  { host = '127.0.0.1', port = 0 }: Listen,
): Promise<{ url: string; server: Server }> {
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(port, host, () => resolve(s)).on('error', reject);
  });
  return { url: `http://${host}:${(server.address() as { port: number }).port}`, server };
}

interface FailureState {
  failures: number;
  match?: (body: Record<string, unknown>) => boolean;
}

/** Whether this call is one of the failures asked for (and counts it). */
function shouldFail(state: FailureState, body: Record<string, unknown>): boolean {
  if (state.failures <= 0 || (state.match && !state.match(body))) return false;
  state.failures -= 1;
  return true;
}

function fake(app: express.Express, calls: FakeCall[], state: FailureState, at: Listen = {}) {
  return listen(app, at).then(({ url, server }) => ({
    url,
    calls,
    failNext: (count: number, match?: FailureState['match']) => void Object.assign(state, { failures: count, match }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  }));
}

/** Telegram's Bot API as telegraf's apiRoot sees it: POST /bot<token>/<method> -> {ok, result}. */
export async function startFakeTelegram(token: string, at: Listen = {}): Promise<FakeApi> {
  const calls: FakeCall[] = [];
  const state: FailureState = { failures: 0 };
  const app = express();
  app.use(express.json());
  app.post('/bot:token/:method', (req, res) => {
    if (req.params.token !== token)
      return void res.status(401).json({ ok: false, error_code: 401, description: 'Unauthorized' });
    calls.push({ method: req.params.method, body: req.body, headers: req.headers });
    if (shouldFail(state, req.body)) {
      return void res.status(500).json({ ok: false, error_code: 500, description: 'Internal Server Error' });
    }
    const chat = { id: Number(req.body.chat_id) || 0, type: 'private' };
    res.json({
      ok: true,
      result: { message_id: calls.length, date: Math.floor(Date.now() / 1000), chat, text: req.body.text },
    });
  });
  return fake(app, calls, state, at);
}

/** Viber's REST bot API: POST /<method> with X-Viber-Auth-Token -> {status: 0} on success. */
export async function startFakeViber(authToken: string): Promise<FakeApi> {
  const calls: FakeCall[] = [];
  const state: FailureState = { failures: 0 };
  const app = express();
  app.use(express.json());
  app.post('/:method', (req, res) => {
    if (req.header('x-viber-auth-token') !== authToken)
      return void res.json({ status: 2, status_message: 'invalidAuthToken' });
    calls.push({ method: req.params.method, body: req.body, headers: req.headers });
    if (shouldFail(state, req.body)) {
      return void res.json({ status: 10, status_message: 'apiVersionNotSupported' });
    }
    res.json({ status: 0, status_message: 'ok', message_token: Date.now() });
  });
  return fake(app, calls, state);
}

/** Waits until `check` returns something truthy (polling), or fails after `ms`. */
export async function eventually<T>(check: () => T | Promise<T>, ms = 8000): Promise<NonNullable<T>> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
