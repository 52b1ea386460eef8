import { execFile } from 'node:child_process';
import path from 'node:path';
import { SERVICE_PORTS, type ServiceName } from '@shop/shared';

const ROOT = path.resolve(__dirname, '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

/** Runs a service's own `main` as its process would be run, and answers how it ended. */
function run(service: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const main = path.join(ROOT, 'services', service, 'src', 'main.ts');
  return new Promise((resolve) => {
    execFile(TSX, [main], { cwd: ROOT, env, timeout: 30_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, output: stdout + stderr }),
    );
  });
}

describe('every service in production with a publicly known INTERNAL_SECRET', () => {
  it.each(Object.keys(SERVICE_PORTS) as ServiceName[])(
    '%s refuses to start and names the variable',
    async (service) => {
      const { code, output } = await run(service, {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
        INTERNAL_SECRET: 'change-me-to-a-long-random-secret',
        LOG_LEVEL: 'info',
      });
      expect(code).toBe(1);
      expect(output).toMatch(/INTERNAL_SECRET: is a publicly known value/);
    },
  );
});
