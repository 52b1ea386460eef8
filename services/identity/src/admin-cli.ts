/**
 * `npm run admin -- grant <phone>` / `npm run admin -- revoke <phone>`: sets the admin flag of the user with
 * that phone, in the database of DATABASE_URL, else in the embedded PostgreSQL of `npm start` (.data/pg),
 * running or not. The user must have signed in once; rights go only to an owner who proved the phone.
 */
import path from 'node:path';
import { createPool, migrate } from '@shop/shared';
import { runningEmbeddedPort, startEmbeddedDb } from '../../../scripts/embedded-db';
import { normalizePhone } from './users/phone';
import { findUserByPhone, setAdminByPhone } from './users/repo';

const USAGE = 'usage: npm run admin -- grant|revoke <phone>';

const unprovenPhone = (phone: string) =>
  `${phone}: not granted: its owner has not proven the phone (a Viber contact only claims it). ` +
  'The owner signs in once with Telegram sharing their own contact (or proves Viber with the code sent to ' +
  'their Telegram), then grant again';

export async function runAdminCli(args: string[], databaseUrl: string | undefined): Promise<string> {
  const [command, rawPhone] = args;
  if ((command !== 'grant' && command !== 'revoke') || !rawPhone) throw new Error(USAGE);
  if (!databaseUrl) throw new Error('DATABASE_URL is not set');
  const phone = normalizePhone(rawPhone);
  const pool = createPool(databaseUrl, 'identity', 1);
  try {
    await migrate(pool, 'identity', path.join(__dirname, '..', 'migrations'));
    const user = await findUserByPhone(pool, phone);
    if (!user) throw new Error(`no user with phone ${phone}: sign in through a messenger first`);
    if (command === 'grant' && !user.phoneVerified) throw new Error(unprovenPhone(phone));
    await setAdminByPhone(pool, phone, command === 'grant');
    return `${phone}: ${command === 'grant' ? 'is an administrator now' : 'is no longer an administrator'}`;
  } finally {
    await pool.end();
  }
}

const EMBEDDED_DIR = path.join(__dirname, '..', '..', '..', '.data', 'pg');

async function main(args: string[]): Promise<string> {
  if (process.env.DATABASE_URL) return runAdminCli(args, process.env.DATABASE_URL);
  const port = runningEmbeddedPort(EMBEDDED_DIR);
  if (port) return runAdminCli(args, `postgres://postgres:postgres@127.0.0.1:${port}/shop`);
  const db = await startEmbeddedDb(EMBEDDED_DIR);
  try {
    return await runAdminCli(args, db.url);
  } finally {
    await db.stop();
  }
}

if (require.main === module) {
  main(process.argv.slice(2))
    .then((message) => console.log(message))
    .catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
}
