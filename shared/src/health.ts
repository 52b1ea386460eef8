import type { RequestHandler } from 'express';

export type HealthCheck = () => Promise<unknown>;

/** GET /healthz: 200 when every check passes, 503 naming the failing ones; `facts` adds figures of the process. */
export function healthHandler(
  service: string,
  checks: Record<string, HealthCheck>,
  facts: () => Record<string, unknown> = () => ({}),
): RequestHandler {
  return async (_req, res) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          const detail = await withTimeout(check(), 2000);
          return [name, typeof detail === 'string' ? detail : 'ok'] as const;
        } catch (error) {
          return [name, { error: (error as Error).message || 'failed' }] as const;
        }
      }),
    );
    const report = Object.fromEntries(results);
    const ok = results.every(([, detail]) => typeof detail === 'string');
    res.status(ok ? 200 : 503).json({ service, status: ok ? 'ok' : 'degraded', checks: report, ...facts() });
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}
