import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { guardAgainstOrphans } from '../orphan-guard.js';
import { makeTempDir, removeDir } from '../temp-dir.js';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const serverEntry = path.join(repoRoot, 'dist/node/server/server.js');
/** The built app with a clock tests can move (test-only; see the file). */
const movableClockEntry = path.join(repoRoot, 'tests/support/e2e/clock-server.mjs');

export type AppServer = {
  baseUrl: string;
  dataDir: string;
  /** Every line the server printed, for tests that need something from the log (a setup link). */
  logFile: string;
  pid: number;
  stop: () => Promise<void>;
  /** With `movableClock`: the server's clock jumps to `to` and runs on from there. */
  setClock: (to: Date | string) => Promise<void>;
};

export type AppServerOptions = {
  /** Extra settings, e.g. DATABASE_URL to run against PostgreSQL. */
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Start the built app through the test-only entry whose clock setClock moves. */
  movableClock?: boolean;
  /** Another copy of the built server (e.g. a second release for the service worker test). */
  entry?: string;
};

const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

type LogLine = { level?: number; msg?: string };

function parse(line: string): LogLine | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null ? (value as LogLine) : undefined;
  } catch {
    return undefined; // server.ts also prints plain lines (the start-up banner).
  }
}

/**
 * Starts the built server (`npm run build` first) on a free port of 127.0.0.1 with an empty
 * data folder, and resolves once Fastify logs the address it listens on.
 */
export async function startAppServer(options: AppServerOptions = {}): Promise<AppServer> {
  if (!fs.existsSync(options.entry ?? serverEntry)) {
    throw new Error(
      `${path.relative(repoRoot, serverEntry)} is missing: run \`npm run build\` before the browser tests`,
    );
  }
  const root = makeTempDir('e2e');
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  fs.mkdirSync(dataDir);
  const log = fs.createWriteStream(logFile);

  const entry = options.entry ?? (options.movableClock ? movableClockEntry : serverEntry);
  const child = spawn(process.execPath, [entry], {
    // Not the repository: a developer's .env there must not reach the server under test.
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // Empty, not unset: a developer's .env must not point the tests at a real database.
      DATABASE_URL: '',
      // Journeys wait for uploaded videos: the quickest x264 preset keeps that wait short.
      VIDEO_PRESET: 'ultrafast',
      ...options.env,
    },
    // The movable clock is set through an IPC channel, a fourth stream the typings need not know.
    stdio: (options.movableClock ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe']) as [
      'ignore',
      'pipe',
      'pipe',
    ],
  });
  const pid = child.pid;
  if (pid === undefined) {
    removeDir(root);
    throw new Error(`could not start ${serverEntry}`);
  }
  const guard = guardAgainstOrphans({
    processes: [{ pid, cmdlineIncludes: entry, signal: 'SIGTERM' }],
    paths: [root],
  });
  // 'close' (not 'exit') waits for the output streams too, so no log line arrives after log.end().
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const recent: string[] = [];

  const baseUrl = new Promise<string>((resolve, reject) => {
    const timeoutMs = options.timeoutMs ?? 30_000;
    const timer = setTimeout(
      () => reject(new Error(`server did not start within ${timeoutMs} ms`)),
      timeoutMs,
    );
    // Read both streams to the end: a full pipe would block the server's next log write.
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      log.write(`${line}\n`);
      recent.push(line);
      if (recent.length > 40) recent.shift();
      const entry = parse(line);
      // Errors go to the test output at once; they usually explain the failing test.
      if ((entry?.level ?? 0) >= 50) console.error(`[app-server] ${line}`);
      const match = entry?.msg ? listening.exec(entry.msg) : null;
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    readline.createInterface({ input: child.stderr }).on('line', (line) => {
      log.write(`${line}\n`);
      recent.push(line);
      console.error(`[app-server] ${line}`);
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited (code ${String(child.exitCode)}) before listening`));
    });
  });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    }
    await new Promise((resolve) => log.end(resolve));
    removeDir(root);
    guard.release();
  };

  const setClock = async (to: Date | string) => {
    if (!options.movableClock) throw new Error('setClock needs startAppServer({ movableClock: true })');
    const iso = new Date(to).toISOString();
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: unknown) => {
        if ((message as { type?: string; to?: string })?.type !== 'clock-set') return;
        if ((message as { to?: string }).to !== iso) return;
        child.off('message', onMessage);
        resolve();
      };
      child.on('message', onMessage);
      child.send({ type: 'set-clock', to: iso }, (error) => {
        if (error) reject(error);
      });
    });
  };

  try {
    return { baseUrl: await baseUrl, dataDir, logFile, pid, stop, setClock };
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason}; last output:\n${recent.join('\n')}`, { cause: error });
  }
}
