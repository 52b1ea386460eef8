// Builds the web app before the tests when it has not been built yet: the whole-shop tests serve it.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../web/dist/index.html', import.meta.url))) {
  console.log('Building the web app for the tests...');
  execSync('npm run build -w web', { stdio: 'inherit' });
}
