import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '@shop/shared';
import { appBundlePath, freshAppBundle } from './app-bundle';

const bundle = (id: string) =>
  `exports.dataScriptId = ${JSON.stringify(id)};
exports.dataKeys = () => ['/api/gallery'];
exports.render = async (url) => '<p>' + url + '</p>';`;

describe('freshAppBundle', () => {
  let dist: string;
  const logger = createLogger('test', 'silent');
  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'app-bundle-'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const write = (text: string, mtime: number) => {
    const file = appBundlePath(dist);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    utimesSync(file, mtime, mtime);
  };

  it('is undefined until the web app is built with its server bundle', () => {
    expect(freshAppBundle(dist, logger)()).toBeUndefined();
  });

  it('loads the renderer, and loads it again after a rebuild', async () => {
    const read = freshAppBundle(dist, logger);
    write(bundle('first'), 1_000);
    const first = read();
    expect(first?.dataScriptId).toBe('first');
    expect(first?.dataKeys('/')).toEqual(['/api/gallery']);
    expect(await first?.render('/x', { answers: [], seed: 1 })).toBe('<p>/x</p>');
    expect(read()).toBe(first);
    write(bundle('second'), 2_000);
    // Under jest, require goes through jest's module registry, which Node's require.cache does not clear.
    jest.resetModules();
    expect(read()?.dataScriptId).toBe('second');
  });

  it('is undefined for a file that is broken or exports no renderer', () => {
    const read = freshAppBundle(dist, logger);
    write('exports.render = 1;', 1_000);
    expect(read()).toBeUndefined();
    write('this is not javascript', 2_000);
    jest.resetModules();
    expect(read()).toBeUndefined();
  });
});
