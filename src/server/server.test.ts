import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir, removeDir } from '../../tests/support/temp-dir.js';

const root = path.resolve(import.meta.dirname, '../..');

type Started = { child: ChildProcess; port: number; output: () => string };

function startServer(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('server.ts', () => {
  const dataDirs: string[] = [];
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of dataDirs.splice(0)) removeDir(dir);
  });

  it('stops at start with a message naming a bad setting', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, PORT: 'three thousand' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exitOf(child)).toBe(1);
    expect(stderr).toContain('PORT');
  });

  it('on SIGTERM closes the server and the database, then exits cleanly', async () => {
    const dataDir = makeTempDir('shutdown');
    dataDirs.push(dataDir);
    const server = await startServer({ DATA_DIR: dataDir });
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
});
