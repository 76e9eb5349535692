import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { guardAgainstOrphans } from './orphan-guard.js';
import { makeTempDir, removeDir } from './temp-dir.js';

export type PostgresBinaries = { initdb: string; postgres: string; version: string };

export type PostgresCluster = {
  /** Superuser URL over TCP on 127.0.0.1, database `postgres`. */
  adminUrl: string;
  port: number;
  dir: string;
  stop: () => Promise<void>;
};

const installHint =
  'PostgreSQL server binaries (initdb, postgres) were not found. Install them with: ' +
  'sudo apt-get update && sudo apt-get install -y postgresql';

const isRoot = () => process.getuid?.() === 0;

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

function debianBinDirs(): string[] {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, 'bin'));
}

/** initdb and postgres from one installation, so their versions match. */
export function findPostgresBinaries(): PostgresBinaries | undefined {
  const initdbOnPath = onPath('initdb');
  // Debian links only some tools onto PATH; resolving the link finds the real bin folder.
  const dirs = [...(initdbOnPath ? [path.dirname(fs.realpathSync(initdbOnPath))] : []), ...debianBinDirs()];
  for (const dir of dirs) {
    const initdb = path.join(dir, 'initdb');
    const postgres = path.join(dir, 'postgres');
    if (fs.existsSync(initdb) && fs.existsSync(postgres)) {
      const version = execFileSync(postgres, ['--version'], { encoding: 'utf8' }).trim();
      return { initdb, postgres, version };
    }
  }
  return undefined;
}

/** Finds the binaries, installing Debian's package when missing and allowed to (root). */
export function ensurePostgresBinaries(): PostgresBinaries {
  const found = findPostgresBinaries();
  if (found) return found;
  if (!isRoot()) throw new Error(installHint);
  console.log('[postgres] server binaries missing; installing Debian package postgresql');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env,
  });
  const installed = findPostgresBinaries();
  if (!installed) throw new Error(`apt-get installed postgresql but ${installHint}`);
  return installed;
}

type RunAs = { uid: number; gid: number } | undefined;

// PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` system user.
function serverUser(): RunAs {
  if (!isRoot()) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    return { uid: id('-u'), gid: id('-g') };
  }
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

function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function waitUntilReady(
  url: string,
  server: ChildProcess,
  logFile: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`postgres exited during start-up:\n${tail(logFile)}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(
          `postgres did not accept connections within ${timeoutMs} ms (${String(error)}):\n${tail(logFile)}`,
        );
      }
    } finally {
      await client.end().catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * A throwaway cluster in a temp folder: trust auth on loopback only, durability switched off
 * because the data dies with the run. stop() ends the server and deletes the folder.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const binaries = ensurePostgresBinaries();
  const runAs = serverUser();
  // Root's TMPDIR may sit in a folder the postgres user cannot enter; /tmp is open to everyone.
  const dir = makeTempDir('pg', runAs ? '/tmp' : undefined);
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  if (runAs) fs.chownSync(dir, runAs.uid, runAs.gid);
  const asServerUser = { ...runAs, env: { ...process.env, LC_ALL: 'C' } };

  try {
    execFileSync(
      binaries.initdb,
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
      { ...asServerUser, stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } catch (error) {
    removeDir(dir);
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`initdb failed (${binaries.version}): ${stderr || String(error)}`);
  }
  // Replaces initdb's defaults so nothing but the unix socket and 127.0.0.1 can connect.
  fs.writeFileSync(
    path.join(dataDir, 'pg_hba.conf'),
    'local all all trust\nhost all all 127.0.0.1/32 trust\n',
  );

  const port = await freePort();
  const log = fs.openSync(logFile, 'a');
  if (runAs) fs.fchownSync(log, runAs.uid, runAs.gid);
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: dir,
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: '200',
  };
  const server = spawn(
    binaries.postgres,
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      ...Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
    ],
    { ...asServerUser, stdio: ['ignore', log, log] },
  );
  fs.closeSync(log);
  const pid = server.pid;
  if (pid === undefined) {
    removeDir(dir);
    throw new Error(`could not start ${binaries.postgres}`);
  }
  // SIGQUIT is PostgreSQL's immediate shutdown: nothing in a throwaway cluster is worth flushing.
  const guard = guardAgainstOrphans({
    processes: [{ pid, cmdlineIncludes: dataDir, signal: 'SIGQUIT' }],
    paths: [dir],
  });

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGQUIT');
      if (!(await exited(server, 10_000))) {
        server.kill('SIGKILL');
        await exited(server, 5_000);
      }
    }
    removeDir(dir);
    guard.release();
  };

  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    await waitUntilReady(adminUrl, server, logFile, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { adminUrl, port, dir, stop };
}
