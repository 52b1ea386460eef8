import pino from 'pino';
import { INTERNAL_HEADER, USER_HEADER } from './auth';

export type Logger = pino.Logger;

/** Headers that carry credentials: a session, a signed user, the internal secret, a bot's token or signature. */
const SECRET_HEADERS = [
  'cookie',
  'set-cookie',
  'authorization',
  'proxy-authorization',
  'x-viber-auth-token',
  'x-viber-content-signature',
  'x-telegram-bot-api-secret-token',
  USER_HEADER,
  INTERNAL_HEADER,
];
/** Fields that hold a secret, wherever an object is logged (an env, a bot's config, a call's options). */
const SECRET_FIELDS = [
  'INTERNAL_SECRET',
  'TELEGRAM_BOT_TOKEN',
  'TELEGRAM_WEBHOOK_SECRET',
  'VIBER_AUTH_TOKEN',
  'secret',
  'token',
  'authToken',
  'password',
];
/** Where headers sit in what the shop logs: a request or answer (serialized below), an error's request, or bare. */
const HEADER_HOLDERS = ['headers', 'req.headers', 'res.headers', 'err.headers', '*.headers'];

export const REDACTED_PATHS = [
  ...HEADER_HOLDERS.flatMap((holder) =>
    SECRET_HEADERS.flatMap((name) => [`${holder}["${name}"]`, `${holder}["${name.toUpperCase()}"]`]),
  ),
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** A Telegram bot token inside a Bot API address (`/bot<id>:<secret>/method`), as an error message carries it. */
const TELEGRAM_TOKEN_IN_URL = /\/bot\d+:[A-Za-z0-9_-]+/g;

/** The secrets this process was given in its environment, long enough to be found by their value. */
const secretValues = (env: NodeJS.ProcessEnv) =>
  ['INTERNAL_SECRET', 'TELEGRAM_BOT_TOKEN', 'TELEGRAM_WEBHOOK_SECRET', 'VIBER_AUTH_TOKEN']
    .map((name) => env[name])
    .filter((value): value is string => !!value && value.length >= 8);

/**
 * Removes what path redaction cannot see: a bot token inside an address, and the values of the environment's
 * secrets wherever they ended up (an error message, a URL).
 */
export function scrubSecrets(line: string, secrets: string[]): string {
  let scrubbed = line.replace(TELEGRAM_TOKEN_IN_URL, '/bot[Redacted]');
  for (const secret of secrets) scrubbed = scrubbed.split(secret).join('[Redacted]');
  return scrubbed;
}

export interface LoggerOptions {
  /** Where lines go (stdout by default); tests read them. */
  destination?: pino.DestinationStream;
  /** Secret values to scrub besides the environment's (a secret handed over in code). */
  secrets?: string[];
  env?: NodeJS.ProcessEnv;
}

/** pino with the shop's redaction: credentials in headers, secret fields and secret values never reach a log. */
export function createLogger(
  name: string,
  level: string = process.env.LOG_LEVEL ?? 'info',
  options: LoggerOptions = {},
): Logger {
  const secrets = [...secretValues(options.env ?? process.env), ...(options.secrets ?? [])];
  return pino(
    {
      name,
      level,
      serializers: { req: pino.stdSerializers.req, res: pino.stdSerializers.res, err: pino.stdSerializers.err },
      redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
      hooks: { streamWrite: (line) => scrubSecrets(line, secrets) },
    },
    options.destination,
  );
}
