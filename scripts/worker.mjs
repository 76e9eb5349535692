// npm run worker: build when the sources changed since the last build, then convert uploaded
// videos in this process only (README "Videos"): no web server, same settings as `npm start`.
import { execFileSync } from 'node:child_process';
import { buildIsCurrent, root } from './build-state.mjs';

if (!buildIsCurrent()) {
  console.log('Building (first start or sources changed)...');
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
}
await import('../dist/node/server/worker.js');
