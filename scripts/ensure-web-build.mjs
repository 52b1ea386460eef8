// Builds the web app before the tests when it has not been built yet (or was built before it had its server
// renderer): the whole-shop tests serve it.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = ['../web/dist/index.html', '../web/dist/.ssr/entry-server.cjs'];
if (!built.every((file) => existsSync(new URL(file, import.meta.url)))) {
  console.log('Building the web app for the tests...');
  execSync('npm run build -w web', { stdio: 'inherit' });
}
