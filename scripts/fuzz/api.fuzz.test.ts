import fc from 'fast-check';
import { bodyFor, idFor } from './arbitraries';
import { sectionSevenCalls, type FuzzCall } from './calls';
import { startFuzzShop, type FuzzShop } from './fuzz-shop';
import { changedTables, snapshot, snapshotQuery, type Snapshot } from './snapshot';

/** Runs per call as admin (a visitor a third: most calls refuse a visitor before reading the body); FUZZ_RUNS raises it. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const RUNS_AS = { admin: RUNS, visitor: Math.ceil(RUNS / 3) };

/** encodeURIComponent throws on a lone surrogate; such a code unit becomes U+FFFD as a browser would send it. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

interface Request {
  path: string;
  raw?: string;
}

describe('fuzzing every JSON call of spec section 7 through the gateway, as a visitor and as an admin', () => {
  let fz: FuzzShop;
  let calls: FuzzCall[];
  let query: string;
  let current: Snapshot;

  beforeAll(async () => {
    fz = await startFuzzShop();
    calls = await sectionSevenCalls(fz.shop.url, fz.adminCookie, fz.adminId);
    query = await snapshotQuery(fz.db);
  }, 120_000);
  afterAll(() => fz?.stop(), 60_000);

  const requests = (call: FuzzCall): fc.Arbitrary<Request> => {
    const path = call.ids
      ? idFor(call.ids).map((id) => call.path.replace('{id}', encodeURIComponent(wellFormed(id))))
      : fc.constant(call.path);
    const body = call.template === undefined ? fc.constant(undefined) : bodyFor(call.template);
    return fc.record({ path, raw: body.map((b) => b?.raw) });
  };

  /** One request: never a 5xx; a refusal is JSON {message} and leaves every table as it was. */
  async function check(call: FuzzCall, cookie: string, request: Request): Promise<void> {
    const res = await fetch(`${fz.shop.url}${request.path}`, {
      method: call.method,
      headers: { cookie, ...(request.raw !== undefined && { 'content-type': 'application/json' }) },
      body: request.raw,
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    const what = `${call.method} ${request.path} ${request.raw?.slice(0, 300) ?? ''} -> ${res.status} ${text.slice(0, 300)}`;
    expect({ what, serverError: res.status >= 500 }).toEqual({ what, serverError: false });
    const after = await snapshot(fz.db, query);
    if (res.status >= 400) {
      expect({
        what,
        json: res.headers.get('content-type')?.includes('application/json'),
        message: typeof JSON.parse(text).message,
      }).toEqual({
        what,
        json: true,
        message: 'string',
      });
      expect({ what, changed: changedTables(current, after) }).toEqual({ what, changed: [] });
    }
    current = after;
  }

  it('covers every JSON call of section 7 (and the shop contacts and rate sources) with a path id or a body', () => {
    expect(calls.map((c) => `${c.method} ${c.path}`)).toHaveLength(32);
  });

  for (const role of ['visitor', 'admin'] as const) {
    it.each([...Array(32).keys()])(
      `call #%i as ${role}: no 5xx, refusals are JSON and change nothing`,
      async (index) => {
        const call = calls[index];
        const cookie = role === 'admin' ? fz.adminCookie : '';
        current = await snapshot(fz.db, query);
        await fc.assert(
          fc.asyncProperty(requests(call), (request) => check(call, cookie, request)),
          { numRuns: RUNS_AS[role], endOnFailure: true },
        );
      },
      60_000,
    );
  }
});
