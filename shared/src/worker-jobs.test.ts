import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const RUN = path.join(__dirname, 'testing', 'run-echo-worker.ts');

/** The node binaries the shop may run on here: this one, and the machine's own (Node 20 on these machines). */
const nodes = [...new Set([process.execPath, '/usr/bin/node'].filter((node) => existsSync(node)))];
const versionOf = (node: string) => execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();

describe('a worker thread started from TypeScript (npm start, the scripts)', () => {
  it.each(nodes)('answers its job on %s', (node) => {
    const run = spawnSync(node, [TSX, RUN], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(run.stdout.trim()).toBe(`echo from ${versionOf(node)}`);
  });
});
