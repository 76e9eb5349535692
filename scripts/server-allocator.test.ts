import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir, removeDir } from '#tests/support/temp-dir.js';
// @ts-expect-error: a plain .mjs script without types
import { allocatorEnvironment, glibcSettings } from './server-allocator.mjs';

const allocatorModule = path.resolve(import.meta.dirname, 'server-allocator.mjs');
const linux = { platform: 'linux' };

describe('the allocator settings npm start gives the server', () => {
  it("sets glibc's single arena and trim threshold on Linux", () => {
    expect(allocatorEnvironment({}, linux)).toEqual(glibcSettings);
    expect(allocatorEnvironment({ MEMORY_ALLOCATOR: 'auto' }, linux)).toEqual(glibcSettings);
    expect(glibcSettings.MALLOC_ARENA_MAX).toBe('1');
  });

  it("leaves an operator's own choice, MEMORY_ALLOCATOR=system and other systems alone", () => {
    expect(allocatorEnvironment({ LD_PRELOAD: '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2' }, linux)).toEqual(
      {},
    );
    expect(allocatorEnvironment({ MALLOC_ARENA_MAX: '4' }, linux)).toEqual({});
    expect(allocatorEnvironment({ MALLOC_CONF: 'narenas:2' }, linux)).toEqual({});
    expect(allocatorEnvironment({ MALLOC_TRIM_THRESHOLD_: '0' }, linux)).toEqual({});
    expect(allocatorEnvironment({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }, linux)).toEqual({});
    expect(allocatorEnvironment({ MEMORY_ALLOCATOR: 'system' }, linux)).toEqual({});
    expect(allocatorEnvironment({}, { platform: 'darwin' })).toEqual({});
  });

  it('refuses a choice it does not know, naming the variable', () => {
    expect(() => allocatorEnvironment({ MEMORY_ALLOCATOR: 'jemalloc' }, linux)).toThrow(
      'MEMORY_ALLOCATOR must be auto or system, not "jemalloc"',
    );
  });
});

describe('runServer', () => {
  let dir = '';
  afterEach(() => removeDir(dir));

  /** Runs a stand-in for the built server through runServer; it reports its PID and allocator. */
  function run(options: string): {
    starterPid: number;
    serverPid: number;
    environment: Record<string, string>;
  } {
    dir = makeTempDir('allocator');
    const server = path.join(dir, 'server.mjs');
    fs.writeFileSync(
      server,
      `const keys = ['LD_PRELOAD', ...${JSON.stringify(Object.keys(glibcSettings))}];
       const environment = Object.fromEntries(keys.filter((key) => process.env[key]).map((key) => [key, process.env[key]]));
       console.log(JSON.stringify({ serverPid: process.pid, environment }));`,
    );
    const starter = path.join(dir, 'start.mjs');
    fs.writeFileSync(
      starter,
      `import { runServer } from ${JSON.stringify(allocatorModule)};
       console.log(JSON.stringify({ starterPid: process.pid }));
       await runServer(${JSON.stringify(server)}, ${options});`,
    );
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) =>
          !['LD_PRELOAD', 'GLIBC_TUNABLES', 'MEMORY_ALLOCATOR'].includes(key) && !key.startsWith('MALLOC_'),
      ),
    );
    const lines = execFileSync(process.execPath, [starter], { env, encoding: 'utf8' }).trim().split('\n');
    // Other lines are what npm start says (which allocator it chose).
    const reports = lines.filter((line) => line.startsWith('{'));
    return Object.assign({}, ...reports.map((line) => JSON.parse(line)));
  }

  it('replaces npm start with the server, same PID, under the allocator (Node 22.15 and later)', () => {
    const result = run('{}');
    expect(result.serverPid).toBe(result.starterPid);
    // The machine's own Node may be older than execve; npm test runs this on Node 22 and 24 too.
    const expected = typeof process.execve === 'function' ? allocatorEnvironment({}) : {};
    expect(result.environment).toEqual(expected);
    if (process.platform === 'linux') expect(Object.keys(allocatorEnvironment({})).length).toBeGreaterThan(0);
  });

  it('imports the server in process on a Node without execve (22.13), as before', () => {
    const result = run('{ execve: null }');
    expect(result.serverPid).toBe(result.starterPid);
    expect(result.environment).toEqual({});
  });
});
