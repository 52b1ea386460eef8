import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnChild, type Child } from '../processes/children';
import { Cleanup } from '../processes/cleanup';
import { lateWakes, MachineStalls } from './machine-stalls';

const asRoot = process.getuid?.() === 0;
const withRoot = asRoot ? it : it.skip;
if (!asRoot) console.log('scripts/bench/machine-stalls.test.ts: not root, so no real-time heartbeats: skipped');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function untilStarted(beat: Child): Promise<void> {
  for (let tries = 0; !readFileSync(beat.logFile, 'utf8').includes('heartbeat started'); tries++) {
    if (tries > 300) throw new Error(`the heartbeat did not start: ${beat.tail()}`);
    await sleep(100);
  }
}

describe('the heartbeats that tell the machine stopped', () => {
  let logDir: string;
  beforeEach(() => (logDir = mkdtempSync(path.join(os.tmpdir(), 'machine-beat-'))));
  afterEach(() => rmSync(logDir, { recursive: true, force: true }));

  it('writes a wake held back as late as it was', async () => {
    const beat: Child = spawnChild(
      'beat',
      process.execPath,
      ['--import', 'tsx', 'scripts/bench/machine-beat.ts'],
      process.env,
      logDir,
    );
    try {
      await untilStarted(beat);
      await sleep(100);
      const held = Date.now();
      process.kill(beat.process.pid!, 'SIGSTOP');
      await sleep(80);
      process.kill(beat.process.pid!, 'SIGCONT');
      await sleep(200);
      const wakes = lateWakes(beat.logFile).filter((w) => w.atMs >= held);
      expect(wakes.some((w) => w.lateMs >= 60)).toBe(true);
      expect(readFileSync(beat.logFile, 'utf8').match(/heartbeat started/g)).toHaveLength(1);
    } finally {
      await beat.kill();
    }
  });

  it('stops by itself once the process that started it is gone', async () => {
    const beatCommand = `${process.execPath} --import tsx scripts/bench/machine-beat.ts & echo "pid $!"; wait`;
    const starter = spawnChild('starter', 'sh', ['-c', beatCommand], process.env, logDir);
    try {
      await untilStarted(starter);
      const pid = Number(/pid (\d+)/.exec(readFileSync(starter.logFile, 'utf8'))![1]);
      process.kill(starter.process.pid!, 'SIGKILL');
      let running = true;
      for (let tries = 0; running && tries < 50; tries++) {
        await sleep(100);
        running = isRunning(pid);
      }
      expect(running).toBe(false);
    } finally {
      await starter.kill();
    }
  });

  withRoot('runs one on every core at real-time priority and sums up a pass', async () => {
    const cleanup = new Cleanup();
    try {
      const stalls = MachineStalls.start(logDir, cleanup)!;
      const from = Date.now();
      await sleep(1_000);
      expect(stalls.since(from).lateWakes).toHaveLength(os.cpus().length);
      const pids = execFileSync('pgrep', ['-f', 'machine-beat.ts'], { encoding: 'utf8' }).trim().split('\n');
      expect(pids).toHaveLength(os.cpus().length);
      for (const pid of pids) expect(execFileSync('chrt', ['-p', pid], { encoding: 'utf8' })).toContain('SCHED_FIFO');
    } finally {
      await cleanup.run();
    }
  });
});
