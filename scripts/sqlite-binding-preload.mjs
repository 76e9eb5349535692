// Loaded first in every process of a test run on another Node line (NODE_OPTIONS=--import=…, set
// by scripts/test-runtimes.mjs). better-sqlite3 looks for its addon at build/Release in its own
// folder, where `npm ci` put the one built for the Node that installed it. This puts the build
// for the running Node (KARADA_SQLITE_BINDING, outside the repository) in Node's module cache
// under that path, so every `new SQLite()` (app, CLI, tests) uses it without a code change.
import fs from 'node:fs';
import { createRequire, Module } from 'node:module';
import path from 'node:path';

const binding = process.env.KARADA_SQLITE_BINDING;
if (binding) {
  const require = createRequire(import.meta.url);
  const packageFolder = path.dirname(require.resolve('better-sqlite3/package.json'));
  const expected = fs.realpathSync(path.join(packageFolder, 'build/Release/better_sqlite3.node'));
  const addon = new Module(expected);
  addon.filename = expected;
  process.dlopen(addon, binding);
  addon.loaded = true;
  require.cache[expected] = addon;
}
