import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BACKENDS, portVariable, SERVICE_PORTS, urlVariable, type ServiceName } from '@shop/shared';

const ROOT = path.resolve(__dirname, '..');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
/** Read by the code but not settings: the system's PATH, and what the bench hands its own child processes. */
const NOT_SETTINGS = /^(PATH|BENCH_[A-Z_]+)$/;

function files(dir: string, tests = false): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return files(full, tests);
    const isTest = /\.test\.tsx?$/.test(name);
    return /\.(m?[jt]sx?)$/.test(name) && (tests ? full !== __filename : !isTest) ? [full] : [];
  });
}

const servicesSource = ['gateway', 'catalog', 'orders', 'identity', 'media'].flatMap((s) =>
  files(path.join(ROOT, 'services', s, 'src')),
);
/** The shop's own code: its defaults are what an operator gets. */
const SHOP_CODE = [
  ...servicesSource,
  ...files(path.join(ROOT, 'shared', 'src')).filter((file) => !file.includes(`${path.sep}testing${path.sep}`)),
  ...['start.ts', 'shop.ts', 'embedded-db.ts'].map((name) => path.join(ROOT, 'scripts', name)),
];
/** Everything that reads a variable: the shop, its scripts, its tests, the web app's build. */
const ALL_CODE = [
  ...new Set([
    ...SHOP_CODE,
    ...['services', 'shared', 'scripts', 'web'].flatMap((dir) => files(path.join(ROOT, dir), true)),
    path.join(ROOT, 'web', 'vite.config.ts'),
    path.join(ROOT, 'jest.global-setup.mjs'),
  ]),
];

const READ = /\benv\??\.([A-Z][A-Z0-9_]+)\b|process\.env\[['"]([A-Z][A-Z0-9_]+)['"]\]/g;
/** A key of a zod schema of variables: `  NAME: z.…`, `NAME: url.default(…)`, `NAME: portVar…`, `NAME: optional`. */
const SCHEMA_KEY = /^\s+([A-Z][A-Z0-9_]{2,}):\s*(?:z\.|url\b|portVar\b|port\b|optional\b)/gm;
/** A literal default: `env.NAME ?? 'x'`, `env.NAME || 'x'` or a schema's `.default(x)` on the key's line. */
const DEFAULTS = [
  /\benv\??\.([A-Z][A-Z0-9_]+)\)?\s*(?:\?\?|\|\|)\s*('[^']*'|[\d_]+)/g,
  /^\s+([A-Z][A-Z0-9_]{2,}):[^\n]*\.default\(('[^']*'|[\d_]+)\)/gm,
];

function variablesIn(sources: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(READ)) names.add(match[1] ?? match[2]);
    for (const match of text.matchAll(SCHEMA_KEY)) names.add(match[1]);
  }
  return names;
}

/** README's table row(s) that name the variable. */
const rowsOf = (name: string) =>
  README.split('\n').filter((line) => line.startsWith('|') && line.includes(`\`${name}\``));

describe('README documents every variable the code reads', () => {
  const read = variablesIn(ALL_CODE);
  // Built by name in shared/src/services.ts.
  for (const name of Object.keys(SERVICE_PORTS) as ServiceName[]) read.add(portVariable(name));
  for (const name of BACKENDS) read.add(urlVariable(name));

  it('names each one in a table row', () => {
    const missing = [...read].filter((name) => !NOT_SETTINGS.test(name) && rowsOf(name).length === 0).sort();
    expect(missing).toEqual([]);
  });

  it('gives each literal default of the shop’s code in that row', () => {
    const wrong: string[] = [];
    for (const file of SHOP_CODE) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of DEFAULTS)
        for (const [, name, literal] of text.matchAll(pattern)) {
          const value = literal.replace(/^'|'$/g, '').replace(/_/g, '');
          if (!rowsOf(name).some((row) => row.includes(value)))
            wrong.push(`${name}: ${value} (${path.relative(ROOT, file)})`);
        }
    }
    expect(wrong).toEqual([]);
  });
});
