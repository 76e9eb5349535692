// npm run soak: build when needed, then the load and crash proof in bench/soak.ts.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildIsCurrent, root } from './build-state.mjs';

if (!buildIsCurrent()) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['--conditions=karada-source', 'bench/soak.ts'], {
  cwd: root,
  stdio: 'inherit',
});
