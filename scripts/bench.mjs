// npm run bench: build when needed, then run the benchmarks in bench/run.ts.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildIsCurrent, root } from './build-state.mjs';

if (!buildIsCurrent()) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['bench/run.ts'], { cwd: root, stdio: 'inherit' });
