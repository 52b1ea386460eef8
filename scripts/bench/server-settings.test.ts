import { formatHugePages, formatServerSettings, onThisMachine, readServerSettings, SETTINGS } from './server-settings';

describe("the database server's settings in the bench report", () => {
  it('reads the version and every setting from the server the bench runs on', async () => {
    const read = await readServerSettings(process.env.DATABASE_URL!);
    expect(read.version).toMatch(/^\d+\.\d+/);
    expect(Object.keys(read.settings).sort()).toEqual([...SETTINGS].sort());
    expect(read.settings.shared_memory_size_in_huge_pages).toMatch(/^-?\d+$/);
    expect(read.settings.shared_buffers).toMatch(/^\d+[kMG]B$/);
  });

  it('names the settings in one line', () => {
    const line = formatServerSettings({
      version: '16.4',
      settings: { shared_buffers: '1GB', autovacuum: 'on', fsync: 'on', synchronous_commit: 'on' },
    });
    expect(line).toBe('PostgreSQL 16.4: shared_buffers 1GB, autovacuum on, fsync on, synchronous_commit on');
  });

  it('says so when autovacuum is off, as on a test server', () => {
    const line = formatServerSettings({ version: '15.19', settings: { shared_buffers: '128MB', autovacuum: 'off' } });
    expect(line).toBe(
      'PostgreSQL 15.19: shared_buffers 128MB, autovacuum off; autovacuum is off, as on a test server: rows written again and again stay until the run ends',
    );
  });

  it("says how many of this machine's huge pages are in use, from /proc/meminfo", () => {
    const meminfo =
      'MemTotal: 24684000 kB\nHugePages_Total:     100\nHugePages_Free:       92\nHugePages_Rsvd:       64\nHugePages_Surp:        0\nHugepagesize:       2048 kB\n';
    expect(formatHugePages(meminfo)).toBe("this machine's huge pages (2 MB): 72 of 100 in use");
    expect(formatHugePages('MemTotal: 24684000 kB\n')).toBeUndefined();
  });

  it('reads huge pages only for a database on this machine', () => {
    expect(onThisMachine('postgres://postgres@127.0.0.1:5432/test')).toBe(true);
    expect(onThisMachine('postgres://shop@localhost/shop')).toBe(true);
    expect(onThisMachine('postgres://shop@db.internal:5432/shop')).toBe(false);
  });
});
