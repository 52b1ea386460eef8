import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPool, migrate } from '@shop/shared';
import { createTestDatabase } from '@shop/shared/src/testing/db';

const MIGRATIONS = path.join(__dirname, '..', 'migrations');

/** Migration 002 on data the shop stored before links were told apart and sessions were hashed. */
describe('upgrading identity to verified links and hashed sessions', () => {
  it('marks Telegram links verified, drops untrusted Viber links, unproven rights and plain sessions', async () => {
    const db = await createTestDatabase();
    const before = mkdtempSync(path.join(os.tmpdir(), 'identity-001-'));
    const pool = createPool(db.url, 'identity', 2);
    try {
      copyFileSync(path.join(MIGRATIONS, '001_init.sql'), path.join(before, '001_init.sql'));
      await migrate(pool, 'identity', before);
      await pool.query(
        `INSERT INTO users (id, phone, auth_method, telegram_id, viber_id, is_admin) VALUES
           ('both', '380500000001', 'telegram', '11', 'vb-claim', true),
           ('viber', '380500000002', 'viber', NULL, 'vb-only', true),
           ('demo', '380500000003', 'demo', NULL, NULL, true)`,
      );
      await pool.query(
        "INSERT INTO sessions (sid, user_id, expires_at) VALUES ('plain-sid', 'both', now() + interval '1 day')",
      );

      expect(await migrate(pool, 'identity', MIGRATIONS)).toEqual(['002_verified_links_hashed_sessions.sql']);
      const { rows } = await pool.query(
        `SELECT id, telegram_id, telegram_verified, viber_id, viber_verified, phone_verified, is_admin
         FROM users ORDER BY id`,
      );
      expect(rows).toEqual([
        {
          id: 'both',
          telegram_id: '11',
          telegram_verified: true,
          viber_id: null,
          viber_verified: false,
          phone_verified: true,
          is_admin: true,
        },
        {
          id: 'demo',
          telegram_id: null,
          telegram_verified: false,
          viber_id: null,
          viber_verified: false,
          phone_verified: true,
          is_admin: true,
        },
        {
          id: 'viber',
          telegram_id: null,
          telegram_verified: false,
          viber_id: 'vb-only',
          viber_verified: false,
          phone_verified: false,
          is_admin: false,
        },
      ]);
      expect((await pool.query('SELECT count(*)::int AS n FROM sessions')).rows[0].n).toBe(0);
    } finally {
      await pool.end();
      rmSync(before, { recursive: true, force: true });
      await db.drop();
    }
  });
});
