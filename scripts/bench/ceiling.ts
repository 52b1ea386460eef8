import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../embedded-db';
import type { CallPlan } from './calls';
import type { CeilingRoute } from './ceiling-server';
import type { Cleanup } from '../processes/cleanup';
import type { Captured } from './load';
import { startChild, waitForHealth, type Child } from '../processes/children';

/** Starts the bare node:http ceiling in its own process (so it does not share the load generator's CPU). */
export async function startCeiling(
  captured: Map<CallPlan, Captured>,
  tempDir: string,
  logDir: string,
  cleanup: Cleanup,
): Promise<{ url: string; child: Child }> {
  const routes: CeilingRoute[] = [...captured].map(([plan, { answers }]) => ({ prefix: plan.prefix, answers }));
  const file = path.join(tempDir, 'ceiling.json');
  writeFileSync(file, JSON.stringify(routes));
  const port = await freePort();
  const child = startChild(
    'ceiling',
    path.join('scripts', 'bench', 'ceiling-server.ts'),
    { ...process.env, BENCH_CEILING_FILE: file, BENCH_CEILING_PORT: String(port) },
    logDir,
  );
  cleanup.add('stop ceiling', () => child.stop());
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(child, `${url}/healthz`, 30_000);
  return { url, child };
}
