import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { guardAgainstOrphans } from './orphan-guard.js';
import { makeTempDir, removeDir } from './temp-dir.js';

export type RedisServer = { url: string; port: number; stop: () => Promise<void> };

const installHint =
  'redis-server was not found. Install it with: sudo apt-get update && sudo apt-get install -y redis-server';

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  return undefined;
}

/** redis-server, installed from Debian's package when missing and allowed to (root). */
export function ensureRedisBinary(): string {
  const found = onPath('redis-server');
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error(installHint);
  console.log('[redis] redis-server missing; installing Debian package redis-server');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'redis-server'], {
    stdio: 'inherit',
    env,
  });
  const installed = onPath('redis-server');
  if (!installed) throw new Error(`apt-get installed redis-server but ${installHint}`);
  return installed;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

/** A throwaway Redis on a free loopback port, nothing written to disk. stop() ends it. */
export async function startRedisServer(): Promise<RedisServer> {
  const binary = ensureRedisBinary();
  const dir = makeTempDir('redis');
  const port = await freePort();
  const server = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const guard = guardAgainstOrphans({
    processes: [{ pid: server.pid!, cmdlineIncludes: `127.0.0.1:${port}`, signal: 'SIGTERM' }],
    paths: [dir],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      await new Promise<void>((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      });
    }
    removeDir(dir);
    guard.release();
  };
  const deadline = Date.now() + 10_000;
  while (!(await ping(port))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}
