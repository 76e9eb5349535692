// Which Node runs the servers the bench measures (ours and the raw baselines). Production runs
// Node 24 (README, decision 11) while this machine's own `node` may be older; V8's heap sizing and
// its compilers differ between lines, so memory and throughput are measured on the production line
// when it can be had, with the runtime `npm test` already fetches (scripts/test-runtimes.mjs).
// BENCH_RUNTIME=current measures on the Node running the bench instead, and BENCH_RUNTIME=22 on
// another line `npm test` fetches (for comparisons).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
// @ts-expect-error: a plain .mjs script without types
import { otherRuntimes, prepareRuntime } from '../../scripts/test-runtimes.mjs';

export type ServerRuntime = {
  /** The `node` binary that runs the servers. */
  node: string;
  /** `node --version` of it. */
  version: string;
  /** Flags before the script: the preload that gives it a better-sqlite3 build for its ABI. */
  args: string[];
  /** Environment the preload reads. */
  env: Record<string, string>;
  /** Why the production line was not used, if it was not. */
  note: string;
};

const productionMajor = 24;
let chosen: Promise<ServerRuntime> | undefined;

const current = (note: string): ServerRuntime => ({
  node: process.execPath,
  version: process.version,
  args: [],
  env: {},
  note,
});

async function choose(): Promise<ServerRuntime> {
  if (process.env.BENCH_RUNTIME === 'current') return current('BENCH_RUNTIME=current');
  const asked = process.env.BENCH_RUNTIME ?? '';
  if (asked && !/^\d+$/.test(asked))
    throw new Error(`BENCH_RUNTIME is "current" or a Node major (22, 24), not "${asked}"`);
  const major = asked ? Number(asked) : productionMajor;
  if (process.versions.node.startsWith(`${major}.`)) return current('');
  const wanted = (otherRuntimes as { major: number; version: string }[]).find(
    (runtime) => runtime.major === major,
  );
  // Production's line may fall back to this Node (the header says why); a line asked for by name
  // may not, or the figures would be another runtime's under its name.
  const fallBack = (why: string) => {
    if (asked) throw new Error(`BENCH_RUNTIME=${asked}: ${why}`);
    return current(why);
  };
  if (!wanted) return fallBack(`no Node ${major} listed in scripts/test-runtimes.mjs`);
  const prepared = (await prepareRuntime(wanted)) as
    { node: string; env: Record<string, string> } | { skipped: string } | { failed: string };
  if (!('node' in prepared)) return fallBack('skipped' in prepared ? prepared.skipped : prepared.failed);
  const preload = path.resolve(import.meta.dirname, '../../scripts/sqlite-binding-preload.mjs');
  return {
    node: prepared.node,
    version: execFileSync(prepared.node, ['--version'], { encoding: 'utf8' }).trim(),
    args: [`--import=${pathToFileURL(preload).href}`],
    env: { KARADA_SQLITE_BINDING: prepared.env.KARADA_SQLITE_BINDING! },
    note: '',
  };
}

/** The runtime for every server of this bench run, chosen once. */
export function serverRuntime(): Promise<ServerRuntime> {
  chosen ??= choose();
  return chosen;
}
