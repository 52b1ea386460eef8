import { formatServerSettings, readServerSettings, SETTINGS } from './server-settings';

describe("the database server's settings in the bench report", () => {
  it('reads the version and every setting from the server the bench runs on', async () => {
    const read = await readServerSettings(process.env.DATABASE_URL!);
    expect(read.version).toMatch(/^\d+\.\d+/);
    expect(Object.keys(read.settings).sort()).toEqual([...SETTINGS].sort());
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
});
