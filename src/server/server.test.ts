import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir, removeDir } from '#tests/support/temp-dir.js';
import { runtimeEnv } from '#tests/support/runtime-env.js';
import { runCli } from './cli/run-cli.js';

const root = path.resolve(import.meta.dirname, '../..');
const tsxLoader = pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href;
const serverSource = path.join(root, 'src/server/server.ts');

type Started = { child: ChildProcess; port: number; output: () => string };

/** Runs server.ts from source in `cwd` (a temp folder, so the repository's .env stays out). */
function spawnServer(cwd: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--conditions=karada-source', '--import', tsxLoader, serverSource], {
    cwd,
    env: { PATH: process.env.PATH, ...runtimeEnv, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function startServer(cwd: string, env: Record<string, string>): Promise<Started> {
  const child = spawnServer(cwd, env);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]), output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/** The exit code, once the output streams are drained too. */
function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('close', (code) => resolve(code)));
}

describe('server.ts', () => {
  const dataDirs: string[] = [];
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of dataDirs.splice(0)) removeDir(dir);
  });

  it('stops at start with a message naming a bad setting, read from .env too', async () => {
    const folder = makeTempDir('bad-setting');
    dataDirs.push(folder);
    fs.writeFileSync(path.join(folder, '.env'), 'APP_TIMEZONE=Tokyo/Nowhere\n');
    const child = spawnServer(folder, { DATA_DIR: path.join(folder, 'data') });
    children.push(child);
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exitOf(child)).toBe(1);
    expect(stderr).toContain('APP_TIMEZONE');
    expect(fs.existsSync(path.join(folder, 'data'))).toBe(false);
  });

  it('on SIGTERM closes the server and the database, then exits cleanly', async () => {
    const dataDir = makeTempDir('shutdown');
    dataDirs.push(dataDir);
    const server = await startServer(dataDir, { DATA_DIR: dataDir });
    children.push(server.child);
    const exited = exitOf(server.child);
    const health = await fetch(`http://127.0.0.1:${server.port}/api/health`);
    expect(health.status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(server.output()).toContain('server closed');
    // SQLite folds the write-ahead log back into the database file when the last connection closes.
    expect(fs.existsSync(path.join(dataDir, 'app.sqlite-wal'))).toBe(false);
  });

  // Two starts of the server from its TypeScript sources: about 10 s on a busy 2-core machine and
  // more beside the whole suite, so this one gets longer than the usual 15 s (the last argument).
  it('prints a one-time setup link on a fresh install, and none once an admin exists', async () => {
    const dataDir = makeTempDir('setup-link');
    dataDirs.push(dataDir);
    const server = await startServer(dataDir, { DATA_DIR: dataDir, PUBLIC_URL: 'https://karada.example.jp' });
    children.push(server.child);
    await expect.poll(() => server.output()).toMatch(/https:\/\/karada\.example\.jp\/setup\?token=[\w-]{43}/);
    const link = /https:\/\/karada\.example\.jp\/setup\?token=[\w-]{43}/.exec(server.output())![0];
    // The link is for the person at the console, never for the JSON log.
    const logLines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    expect(logLines.some((line) => line.includes('setup?token'))).toBe(false);
    const exited = exitOf(server.child);
    server.child.kill('SIGTERM');
    await exited;
    expect(link).toBeTruthy();

    const created = await runCli(
      ['admin:create', '--email', 'staff@example.jp', '--password', 'kanri-Sakura-26'],
      {
        env: { DATA_DIR: dataDir },
        print: () => {},
        printError: () => {},
      },
    );
    expect(created).toBe(0);
    const again = await startServer(dataDir, { DATA_DIR: dataDir });
    children.push(again.child);
    // The banner comes last, after the link would have been printed.
    await expect.poll(() => again.output()).toContain('Database:');
    const againExited = exitOf(again.child);
    again.child.kill('SIGTERM');
    await againExited;
    expect(again.output()).not.toContain('setup?token');
  }, 45_000);
});
