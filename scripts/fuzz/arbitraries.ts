import fc from 'fast-check';

/** Values that break careless code: wrong types, empty and huge strings, NUL, markup, SQL, prototype keys, extreme numbers. */
export const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '<script>window.__xss=1</script>',
    "' OR '1'='1' --",
    '$where',
    '__proto__',
    'x'.repeat(5000),
    '\ud800',
    -1,
    0,
    // around the shop's bounds (shared/src/bounds.ts): prices, rates, quantities, totals
    -3,
    12.345,
    999,
    1000,
    1000.01,
    1_000_000,
    1_000_000.01,
    1e20,
    1e308,
    -1e308,
    1e-300,
    Number.MAX_SAFE_INTEGER + 2,
    0.1 + 0.2,
    true,
    null,
    [],
    {},
    { __proto__: { isAdmin: true } },
    ['x'],
  ),
);

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, child]) => pathsOf(child, [...prefix, key]))];
}

function replaced(template: unknown, path: Path, value: unknown, remove: boolean): unknown {
  if (!path.length) return value;
  const copy = structuredClone(template) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (remove && Array.isArray(parent)) parent.splice(Number(last), 1);
  else if (remove) delete parent[last];
  else parent[last] = value;
  return copy;
}

/** A valid body with one part (any depth) replaced by a nasty value or removed. */
export function mutated(template: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(template);
  return fc
    .tuple(fc.constantFrom(...paths), nasty, fc.boolean())
    .map(([path, value, remove]) => replaced(template, path, value, remove));
}

/** A request body: mostly a mutated valid one, else the valid one, random JSON, or text that is not JSON at all. */
export function bodyFor(template: unknown): fc.Arbitrary<{ raw: string }> {
  return fc.oneof(
    { weight: 6, arbitrary: mutated(template).map((v) => ({ raw: JSON.stringify(v) ?? 'null' })) },
    { weight: 1, arbitrary: fc.constant({ raw: JSON.stringify(template) }) },
    { weight: 2, arbitrary: fc.jsonValue().map((v) => ({ raw: JSON.stringify(v) })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((s) => ({ raw: `{${s}` })) },
  );
}

/** A path id: a real one, a uuid, or garbage (URL-encoded by the caller). */
export function idFor(realIds: string[]): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 3, arbitrary: realIds.length ? fc.constantFrom(...realIds) : fc.uuid() },
      { weight: 2, arbitrary: fc.uuid() },
      { weight: 3, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '0',
          '-1',
          'null',
          'undefined',
          '__proto__',
          "1' OR '1'='1",
          'a'.repeat(300),
          '%00',
          '\u0000',
        ),
      },
    )
    .filter((id) => id !== '.' && id !== '..');
}
