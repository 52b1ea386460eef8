import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
export const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

export interface Child {
  name: string;
  process: ChildProcess;
  logFile: string;
  stop(): Promise<void>;
  /** Ends the child at once with `signal` (its whole process group) and waits until it is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** The last lines the child wrote, for error messages. */
  tail(lines?: number): string;
}

export const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Signals the child's own process group (tsx runs node under it), by the id we started. */
function signal(child: ChildProcess, sig: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, sig);
  } catch {
    // already gone
  }
}

/** Children still running when this process exits (a failed or interrupted test) are killed by their ids. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) signal(child, 'SIGKILL');
});

/**
 * How long a stopped child has to exit before it is killed. One profiling its CPU (NODE_OPTIONS=--cpu-prof) writes
 * its profile as it exits: the gateway's, tens of MB after a bench, took longer than 5 s and was lost to the kill.
 */
const stopGraceMs = (env: NodeJS.ProcessEnv) => (env.NODE_OPTIONS?.includes('--cpu-prof') ? 60_000 : 5000);

/** Starts `command` in its own process group, output appended to `<logDir>/<name>.log`. */
export function spawnChild(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  logDir: string,
): Child {
  const logFile = path.join(logDir, `${name}.log`);
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  running.add(child);
  child.once('exit', () => running.delete(child));
  const kill = async (sig: NodeJS.Signals = 'SIGKILL') => {
    signal(child, sig);
    await waitForExit(child, 5000);
  };
  return {
    name,
    process: child,
    logFile,
    kill,
    tail: (lines = 15) => readFileSync(logFile, 'utf8').trim().split('\n').slice(-lines).join('\n'),
    stop: async () => {
      if (exited(child)) return;
      signal(child, 'SIGTERM');
      if (!(await waitForExit(child, stopGraceMs(env)))) await kill('SIGKILL');
    },
  };
}

/** Runs a TypeScript file with tsx (and node's `flags`) in its own process group; output goes to `<logDir>/<name>.log`. */
export function startChild(
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
  logDir: string,
  flags: string[] = [],
): Child {
  return spawnChild(name, TSX, [...flags, script], env, logDir);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 200; fails early when the child dies, or after `timeoutMs`. */
export async function waitForHealth(child: Child, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (exited(child.process))
      throw new Error(`${child.name} exited (${child.process.exitCode ?? child.process.signalCode}):\n${child.tail()}`);
    // Not `instanceof Error`: under jest, fetch's errors come from another realm.
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) }).catch((error: Error) => ({
      failed: error.message,
    }));
    if ('failed' in res) last = res.failed;
    else if (res.status === 200) return;
    else last = `HTTP ${res.status} ${await res.text()}`;
    await sleep(250);
  }
  throw new Error(
    `${child.name} did not become healthy at ${url} within ${timeoutMs / 1000} s (${last}):\n${child.tail()}`,
  );
}
