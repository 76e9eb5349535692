// npm run bench: build when needed, then the benchmarks in bench/run.ts.
// npm run bench:profile [-- /api/path]: a CPU profile of the server under load (bench/profile.ts).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildIsCurrent, root } from './build-state.mjs';

if (!buildIsCurrent()) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
const [first, ...rest] = process.argv.slice(2);
const script = first === '--profile' ? ['bench/profile.ts', ...rest] : ['bench/run.ts'];
// `karada-source`: `#server/*` and `#shared/*` lead to the TypeScript sources (package.json "imports").
execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['--conditions=karada-source', ...script], {
  cwd: root,
  stdio: 'inherit',
});
