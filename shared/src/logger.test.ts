import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { INTERNAL_HEADER, USER_HEADER } from './auth';
import { createLogger } from './logger';

const INTERNAL_SECRET = 'f3a91c07d2b84e5596c1a0b7e4d23f8c6a5b';
const BOT_TOKEN = '123456789:AAHk-Secret_tokenPart0123456789abcdef';
const VIBER_TOKEN = '4a1b2c3d4e5f6a7b-8c9d0e1f2a3b4c5d-6e7f8a9b0c1d2e3f';
const SECRETS = [INTERNAL_SECRET, BOT_TOKEN, VIBER_TOKEN, 'sid-value-0123456789', 'Bearer abc.def.ghi', 'signed.user'];

/** A logger writing into a string, with the secrets in its environment as a deployed service has them. */
function capturedLogger() {
  let output = '';
  const destination = new Writable({
    write(chunk, _encoding, done) {
      output += String(chunk);
      done();
    },
  });
  const env = { INTERNAL_SECRET, TELEGRAM_BOT_TOKEN: BOT_TOKEN, VIBER_AUTH_TOKEN: VIBER_TOKEN };
  return { logger: createLogger('test', 'info', { destination, env }), output: () => output };
}

/** A real request and its answer, as express hands them to a handler that logs them. */
async function exchange(): Promise<{ req: IncomingMessage; res: ServerResponse }> {
  return new Promise((resolve) => {
    const server = createServer((req, res) => {
      res.setHeader('set-cookie', 'sid=sid-value-0123456789; HttpOnly');
      resolve({ req, res });
      res.end();
      server.close();
    });
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      request(`http://127.0.0.1:${port}/bot${BOT_TOKEN}/sendMessage?x=1`, {
        headers: {
          cookie: 'sid=sid-value-0123456789',
          authorization: 'Bearer abc.def.ghi',
          'x-viber-auth-token': VIBER_TOKEN,
          [USER_HEADER]: 'signed.user',
          [INTERNAL_HEADER]: INTERNAL_SECRET,
          'user-agent': 'test-agent',
        },
      })
        .on('response', (answer) => answer.resume())
        .end();
    });
  });
}

describe('the log', () => {
  it('never holds cookies, authorization, bot tokens, the user or internal header, or INTERNAL_SECRET', async () => {
    const { logger, output } = capturedLogger();
    const { req, res } = await exchange();
    logger.info({ req, res }, 'request');
    logger.warn({ headers: req.headers }, 'bare headers');
    logger.error({ err: new Error(`request to https://api.telegram.org/bot${BOT_TOKEN}/setWebhook failed`) }, 'x');
    logger.info({ env: { INTERNAL_SECRET, TELEGRAM_BOT_TOKEN: BOT_TOKEN }, bot: { token: BOT_TOKEN } }, 'config');
    logger.info(`secret in a message: ${INTERNAL_SECRET}`);

    const log = output();
    for (const secret of SECRETS) expect(log).not.toContain(secret);
    expect(log).toContain('[Redacted]');
    expect(log).toContain('/bot[Redacted]/sendMessage');
    expect(log).toContain('test-agent');
    expect(log.trim().split('\n')).toHaveLength(5);
  });
});
