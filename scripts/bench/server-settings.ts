import pg from 'pg';

/**
 * The PostgreSQL settings that move the benchmark's numbers from one server to another: how much of the data it
 * keeps in its own memory, whether it cleans rows written again and again, and what a commit waits for.
 */
export const SETTINGS = ['shared_buffers', 'autovacuum', 'fsync', 'synchronous_commit'] as const;

export interface ServerSettings {
  /** `server_version`, as `15.19 (Debian 15.19-0+deb12u1)`. */
  version: string;
  settings: Partial<Record<(typeof SETTINGS)[number], string>>;
}

export async function readServerSettings(databaseUrl: string): Promise<ServerSettings> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; value: string }>(
      `SELECT name, current_setting(name) AS value FROM unnest($1::text[]) AS name`,
      [['server_version', ...SETTINGS]],
    );
    const value = new Map(rows.map((r) => [r.name, r.value]));
    return {
      version: value.get('server_version') ?? 'unknown',
      settings: Object.fromEntries(SETTINGS.filter((name) => value.has(name)).map((name) => [name, value.get(name)])),
    };
  } finally {
    await client.end();
  }
}

/**
 * PURE: the report's line. A server without autovacuum (CI's, where `npm test` runs) is named as such: a table
 * written again and again keeps every old row there, and the brands' price lists, written anew after each change,
 * grew from 27 to 346 MB over ten changes to every brand at 100,000 products, where a production server's
 * autovacuum frees the space as it goes.
 */
export function formatServerSettings({ version, settings }: ServerSettings): string {
  const listed = SETTINGS.filter((name) => settings[name] !== undefined).map((name) => `${name} ${settings[name]}`);
  const noVacuum =
    settings.autovacuum === 'off'
      ? '; autovacuum is off, as on a test server: rows written again and again stay until the run ends'
      : '';
  return `PostgreSQL ${version}: ${listed.join(', ')}${noVacuum}`;
}
