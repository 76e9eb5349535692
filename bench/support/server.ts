import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain .mjs script without types
import { allocatorEnvironment } from '../../scripts/server-allocator.mjs';
import { serverRuntime } from './runtime.js';

let startedCount = 0;

export type RunningServer = {
  baseUrl: string;
  child: ChildProcess;
  /** From spawn to the first 200 of /api/health. */
  msToFirst200: number;
  /** performance.now() when the process was spawned. */
  startedAt: number;
  rssMb: () => number;
  /** RSS and its two parts: anonymous (heaps) and file-backed (code, the database's memory map). */
  memoryMb: () => { rss: number; anon: number; file: number };
  stop: () => Promise<void>;
};

const statusMb = (status: string, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;

export function rssMbOf(pid: number): number {
  return statusMb(fs.readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmRSS');
}

export function memoryMbOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return {
    rss: statusMb(status, 'VmRSS'),
    anon: statusMb(status, 'RssAnon'),
    file: statusMb(status, 'RssFile') + statusMb(status, 'RssShmem'),
  };
}

/**
 * The Node flags `npm start` gives the server (package.json), so the bench measures what runs in
 * production: a smaller young generation (`--max-semi-space-size`) keeps the resident memory of a
 * busy server about 20 MB lower for a few more, shorter scavenges
 * (docs/decisions/0038-start-memory-and-first-script.md).
 */
function startFlags(root: string): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return (
    /^node ((?:--\S+ )*)scripts\/start\.mjs$/.exec(scripts.start)?.[1]?.trim().split(' ').filter(Boolean) ??
    []
  );
}

/** Starts the built server (dist/node) and waits until /api/health answers 200. */
export async function startServer(
  root: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const started = performance.now();
  // The log goes to a file, as to a log collector: a pipe read by this busy process would fill
  // up and hold the server's synchronous log writes back.
  const logDir = path.join(os.tmpdir(), `karada-bench-logs-${process.pid}`);
  fs.mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `server-${++startedCount}.log`);
  const log = fs.openSync(logFile, 'w');
  // BENCH_NODE_ARGS: flags for an experiment (a V8 setting, a preload that reports the heaps),
  // given after npm start's own.
  const extra = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const runtime = await serverRuntime();
  const args = [
    ...runtime.args,
    ...startFlags(root),
    ...extra,
    ...nodeArgs,
    path.join(root, 'dist/node/server/server.js'),
  ];
  // BENCH_SERVER_ENV: NAME=value pairs for an experiment (glibc's MALLOC_* settings, say;
  // MEMORY_ALLOCATOR=system measures without the allocator npm start chooses).
  const experiment: Record<string, string> = Object.fromEntries(
    (process.env.BENCH_SERVER_ENV ?? '')
      .split(' ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  const child = spawn(runtime.node, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      // The allocator npm start gives the server (scripts/server-allocator.mjs).
      ...(allocatorEnvironment(experiment) as Record<string, string>),
      ...experiment,
      ...runtime.env,
      ...env,
    },
    stdio: ['ignore', log, 'pipe'],
  });
  fs.closeSync(log);
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  let exitCode: number | null = null;
  child.once('exit', (code) => (exitCode = code ?? -1));
  let baseUrl = '';
  while (!baseUrl) {
    if (exitCode !== null) throw new Error(`server exited with ${exitCode}: ${errors}`);
    const match = /running: (http:\/\/[\d.]+:\d+)/.exec(fs.readFileSync(logFile, 'utf8'));
    if (match) baseUrl = match[1]!;
    else await new Promise((resolve) => setTimeout(resolve, 2));
  }
  for (;;) {
    const response = await fetch(`${baseUrl}/api/health`).catch(() => null);
    if (response?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const msToFirst200 = performance.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        fs.rmSync(logFile, { force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  return {
    baseUrl,
    child,
    msToFirst200,
    startedAt: started,
    rssMb: () => rssMbOf(child.pid!),
    memoryMb: () => memoryMbOf(child.pid!),
    stop,
  };
}
