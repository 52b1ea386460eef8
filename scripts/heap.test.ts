import { readFileSync } from 'node:fs';
import path from 'node:path';
import { heapFlags, shopHeapLimitMb } from '@shop/shared';

const ROOT = path.resolve(__dirname, '..');

describe('every way the shop starts caps V8 old space and sets its floor (shared/src/heap.ts)', () => {
  it('the image: each service with its own limit', () => {
    const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(
      /exec node \$\(node -p .*\.serviceHeapFlags\(process\.env\.SERVICE, process\.env\)\S* services\/\$\{SERVICE\}\/src\/main\.js/,
    );
  });

  it('npm start: the whole shop in one process, with every service limit added up', () => {
    const scripts = (
      JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.start).toBe(`tsx ${heapFlags(shopHeapLimitMb({})).join(' ')} scripts/start.ts`);
  });
});
