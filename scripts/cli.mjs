// npm run cli -- <command>: runs the staff commands from the compiled server.
import { execFileSync } from 'node:child_process';
import { buildIsCurrent, root } from './build-state.mjs';

if (!buildIsCurrent()) {
  console.error('Building the server first...');
  execFileSync(process.execPath, ['scripts/build.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
await import('../dist/node/server/cli/main.js');
