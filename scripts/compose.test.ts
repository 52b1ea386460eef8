import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { BACKENDS, portVariable, SERVICE_PORTS, urlVariable, type ServiceName } from '@shop/shared';

const ROOT = path.resolve(__dirname, '..');
const INFRASTRUCTURE = ['postgres', 'nats', 'nginx'];
const SET_BY_IMAGES = ['POSTGRES_USER', 'POSTGRES_PASSWORD', 'POSTGRES_DB', 'SERVICE'];

type Compose = {
  services: Record<
    string,
    { environment?: Record<string, string>; command?: string[]; init?: boolean; deploy?: { replicas?: number } }
  >;
};

/** Applies YAML merge keys (<<), which docker-compose understands and js-yaml leaves as plain keys. */
function merged(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(merged);
  if (!value || typeof value !== 'object') return value;
  const { '<<': base, ...own } = value as Record<string, unknown>;
  const bases = (Array.isArray(base) ? base : base ? [base] : []).map(merged) as Record<string, unknown>[];
  const result: Record<string, unknown> = Object.assign({}, ...bases);
  for (const [key, child] of Object.entries(own)) result[key] = merged(child);
  return result;
}

function sourceText(dir: string): string {
  return readdirSync(dir)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .map((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return sourceText(full);
      return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? readFileSync(full, 'utf8') : '';
    })
    .join('\n');
}

describe('docker-compose.yml wiring, checked against the code (scripts/compose/test.sh runs the topology)', () => {
  const compose = merged(yaml.load(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'))) as Compose;
  // Port and address variables are built by name in shared/src/services.ts (portVariable, urlVariable).
  const builtNames = (Object.keys(SERVICE_PORTS) as ServiceName[]).map(portVariable).concat(BACKENDS.map(urlVariable));
  const code = [
    sourceText(path.join(ROOT, 'services')),
    sourceText(path.join(ROOT, 'shared', 'src')),
    ...builtNames,
  ].join('\n');

  it('runs every service of the code base, and only those, besides PostgreSQL, NATS and nginx', () => {
    const folders = readdirSync(path.join(ROOT, 'services')).sort();
    const apps = Object.keys(compose.services).filter((name) => !INFRASTRUCTURE.includes(name));
    expect(apps.sort()).toEqual(folders);
    for (const name of apps) {
      expect(compose.services[name].environment?.SERVICE).toBe(name);
      expect(existsSync(path.join(ROOT, 'services', name, 'src', 'main.ts'))).toBe(true);
      expect(compose.services[name].init).toBe(true);
    }
  });

  it('names only variables the code reads', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (INFRASTRUCTURE.includes(name)) continue;
      for (const variable of Object.keys(service.environment ?? {})) {
        if (SET_BY_IMAGES.includes(variable)) continue;
        expect({ service: name, variable, readByCode: code.includes(variable) }).toEqual({
          service: name,
          variable,
          readByCode: true,
        });
      }
    }
  });

  it('gives every service the database, the bus and the internal secret, and runs two gateways', () => {
    for (const name of Object.keys(compose.services).filter((n) => !INFRASTRUCTURE.includes(n))) {
      expect(compose.services[name].environment).toMatchObject({
        NATS_URL: 'nats://nats:4222',
        INTERNAL_SECRET: expect.any(String),
      });
    }
    expect(compose.services.gateway.deploy?.replicas).toBeGreaterThanOrEqual(2);
  });

  it('starts every service and the demo data with compiled JavaScript the image builds', () => {
    const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    const build = JSON.parse(readFileSync(path.join(ROOT, 'tsconfig.build.json'), 'utf8')) as { include: string[] };
    expect(dockerfile).toMatch(/exec node .*services\/\$\{SERVICE\}\/src\/main\.js/);
    expect(build.include).toContain('services/*/src');
    for (const folder of readdirSync(path.join(ROOT, 'services'))) {
      expect(dockerfile).toContain(`COPY services/${folder}/package.json`);
      expect(dockerfile).toContain(`--workspace services/${folder}`);
    }
    // README's seed: docker-compose run --rm catalog node scripts/demo-data.js --media-url http://media:4004
    expect(build.include).toContain('scripts/demo-data.ts');
  });
});
