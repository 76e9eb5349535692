// npm start: build when the sources changed since the last build, then run the server.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildIsCurrent, root } from './build-state.mjs';
import { allocatorEnvironment, runServer } from './server-allocator.mjs';

// An older Node still starts the site, with a warning (docs/decisions/0011-node-runtimes.md).
const { engines } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [neededMajor = 0, neededMinor = 0] = (/(\d+)\.(\d+)/.exec(engines.node) ?? []).slice(1).map(Number);
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < neededMajor || (major === neededMajor && minor < neededMinor)) {
  console.warn(
    `Warning: Node.js ${process.version} is older than this site supports (${engines.node}) and may ` +
      'no longer get security fixes. Use Node.js 24 LTS in production (README.md).',
  );
}

// A bad MEMORY_ALLOCATOR stops the start at once, before any build, with a message naming it.
let allocator;
try {
  allocator = allocatorEnvironment(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (!buildIsCurrent()) {
  console.log('Building the site (first start or sources changed)...');
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
}
await runServer(path.join(root, 'dist/node/server/server.js'), { extra: allocator });
