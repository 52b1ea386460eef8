import { onOneConnection } from './one-connection';

/**
 * The PostgreSQL settings that move the benchmark's numbers from one server to another: how much of the data it
 * keeps in its own memory and in what pages (huge_pages; shared_memory_size_in_huge_pages, PostgreSQL 15 on, is
 * how many 2 MB pages it needs), whether it cleans rows written again and again, and what a commit waits for.
 */
export const SETTINGS = [
  'shared_buffers',
  'huge_pages',
  'shared_memory_size_in_huge_pages',
  'autovacuum',
  'fsync',
  'synchronous_commit',
] as const;

export interface ServerSettings {
  /** `server_version`, as `15.19 (Debian 15.19-0+deb12u1)`. */
  version: string;
  settings: Partial<Record<(typeof SETTINGS)[number], string>>;
}

export async function readServerSettings(databaseUrl: string): Promise<ServerSettings> {
  const { rows } = await onOneConnection(databaseUrl, (client) =>
    client.query<{ name: string; value: string }>(
      `SELECT name, current_setting(name, true) AS value FROM unnest($1::text[]) AS name`,
      [['server_version', ...SETTINGS]],
    ),
  );
  const value = new Map(rows.filter((r) => r.value !== null).map((r) => [r.name, r.value]));
  return {
    version: value.get('server_version') ?? 'unknown',
    settings: Object.fromEntries(SETTINGS.filter((name) => value.has(name)).map((name) => [name, value.get(name)])),
  };
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

/**
 * PURE: the huge pages of the machine the bench runs on, from /proc/meminfo: with the database on this machine,
 * in use by its shared memory when the server needs about as many. Each backend maps the shared buffers it touches
 * page by page: with 4 KB pages, a brand's entries in buffers a backend had not touched cost it 5.75-6.5 ms of
 * CPU a list on this kind of virtual machine, 2.0-2.25 in huge pages (README, Operators: huge pages).
 */
export function formatHugePages(meminfo: string): string | undefined {
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(meminfo)?.[1] ?? NaN);
  const [total, free, reserved, kb] = ['HugePages_Total', 'HugePages_Free', 'HugePages_Rsvd', 'Hugepagesize'].map(
    field,
  );
  if ([total, free, reserved, kb].some(Number.isNaN)) return undefined;
  return `this machine's huge pages (${kb / 1024} MB): ${total - free + reserved} of ${total} in use`;
}

/** Whether the database is on the machine the bench runs on (its huge pages are this machine's). */
export const onThisMachine = (databaseUrl: string) =>
  ['', 'localhost', '127.0.0.1', '[::1]'].includes(new URL(databaseUrl).hostname);
