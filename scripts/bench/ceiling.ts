import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../embedded-db';
import type { CallPlan } from './calls';
import type { CeilingRoute } from './ceiling-server';
import type { Cleanup } from '../processes/cleanup';
import type { Captured } from './load';
import { startChild, waitForHealth, type Child } from '../processes/children';

/** Starts the bare node:http ceiling in its own process (so it does not share the load generator's CPU). */
export function startCeiling(
  captured: Map<CallPlan, Captured>,
  tempDir: string,
  logDir: string,
  cleanup: Cleanup,
): Promise<{ url: string; child: Child }> {
  const routes: CeilingRoute[] = [...captured].map(([plan, { answers }]) => ({ prefix: plan.prefix, answers }));
  return startCeilingServer('ceiling', routes, { tempDir, logDir, cleanup });
}

/** Where a ceiling writes its answers and its log, and what stops it at the end. */
export interface CeilingDirs {
  tempDir: string;
  logDir: string;
  cleanup: Cleanup;
}

/** A ceiling process named `name` answering `routes`; stopped by `cleanup` unless stopped before. */
export async function startCeilingServer(
  name: string,
  routes: CeilingRoute[],
  dirs: CeilingDirs,
): Promise<{ url: string; child: Child }> {
  const file = path.join(dirs.tempDir, `${name}.json`);
  writeFileSync(file, JSON.stringify(routes));
  const port = await freePort();
  const child = startChild(
    name,
    path.join('scripts', 'bench', 'ceiling-server.ts'),
    { ...process.env, BENCH_CEILING_FILE: file, BENCH_CEILING_PORT: String(port) },
    dirs.logDir,
  );
  dirs.cleanup.add(`stop ${name}`, () => child.stop());
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(child, `${url}/healthz`, 30_000);
  return { url, child };
}
