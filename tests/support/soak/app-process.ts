import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { runtimeEnv } from '../runtime-env.js';

export type AppProcess = {
  baseUrl: string;
  pid: number;
  /** Resolves when the process has exited, with its signal if it was killed. */
  exited: Promise<NodeJS.Signals | number | null>;
  kill: (signal: NodeJS.Signals) => void;
  /** SIGTERM, then waits for the exit. */
  stop: () => Promise<void>;
  /** The last of what it wrote to stderr, for failure messages. */
  errors: () => string;
};

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Starts the server in its own process: the built one (dist/node) or, for tests that run before
 * the build, the sources through tsx. PORT=0: it prints the address it got.
 */
export async function startAppProcess(
  env: Record<string, string>,
  options: { fromSources?: boolean } = {},
): Promise<AppProcess> {
  const args = options.fromSources
    ? ['--conditions=karada-source', '--import', 'tsx', path.join(root, 'src/server/server.ts')]
    : [path.join(root, 'dist/node/server/server.js')];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH, ...runtimeEnv, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running: (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    void exited.then((how) =>
      reject(new Error(`server exited (${String(how)}) before listening: ${stderr}`)),
    );
  });
  return {
    baseUrl,
    pid: child.pid!,
    exited,
    kill: (signal) => child.kill(signal),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    errors: () => stderr,
  };
}
