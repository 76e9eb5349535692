// npm start: build when the sources changed since the last build, then run the server.
import { execFileSync } from 'node:child_process';
import { buildIsCurrent, root } from './build-state.mjs';

if (!buildIsCurrent()) {
  console.log('Building the site (first start or sources changed)...');
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
}
await import('../dist/node/server/server.js');
