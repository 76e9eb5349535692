import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type RunningServer = {
  baseUrl: string;
  child: ChildProcess;
  /** From spawn to the first 200 of /api/health. */
  msToFirst200: number;
  /** performance.now() when the process was spawned. */
  startedAt: number;
  rssMb: () => number;
  stop: () => Promise<void>;
};

export function rssMbOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Starts the built server (dist/node) and waits until /api/health answers 200. */
export async function startServer(
  root: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'dist/node/server/server.js')], {
    cwd: root,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running: (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match) {
        // The request log keeps flowing; it is read and dropped like a log collector would.
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${errors}`)));
  });
  for (;;) {
    const response = await fetch(`${baseUrl}/api/health`).catch(() => null);
    if (response?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const msToFirst200 = performance.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { baseUrl, child, msToFirst200, startedAt: started, rssMb: () => rssMbOf(child.pid!), stop };
}
