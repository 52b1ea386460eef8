import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnChild } from './children';

/** A child that takes `ms` to stop after SIGTERM, as a process writing a large CPU profile does. */
const SLOW_STOP = (ms: number) =>
  `process.on('SIGTERM', () => setTimeout(() => process.exit(0), ${ms})); setInterval(() => {}, 1000); console.log('up');`;

describe('a child stopped by the bench or the tests', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'children-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const started = async (env: NodeJS.ProcessEnv) => {
    const child = spawnChild('slow', process.execPath, ['-e', SLOW_STOP(6000)], env, dir);
    // Stopped only once its handler is on: it says so after installing it.
    while (!child.tail().includes('up')) await new Promise((resolve) => setTimeout(resolve, 50));
    return child;
  };

  it('is killed when it does not exit within 5 s', async () => {
    const child = await started({ ...process.env, NODE_OPTIONS: '' });
    await child.stop();
    expect(child.process.signalCode).toBe('SIGKILL');
  }, 15_000);

  it('is given the time to write its CPU profile when it is profiling', async () => {
    const profiles = path.join(dir, 'profiles');
    const child = await started({ ...process.env, NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profiles}` });
    await child.stop();
    expect(child.process.exitCode).toBe(0);
    expect(readdirSync(profiles).filter((name) => name.endsWith('.cpuprofile'))).toHaveLength(1);
  }, 15_000);
});
