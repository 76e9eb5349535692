// Which malloc the server runs with (docs/decisions/0038-start-memory-and-first-script.md, revision
// of 2026-11-27 morning). glibc's default keeps much of what a busy server frees: after 60 s of the
// mixed load its arenas held 54–61 MB, of which at most about 15 MB was live. jemalloc (if the OS
// has it) holds 13–22 MB less at the same rate, glibc with one arena and a low trim threshold 9–12 MB.
// Both are read by the C library before Node starts, so `npm start` replaces itself with the
// server (process.execve: same PID, so a service manager sees no difference) under that
// environment. The bench gives its servers the same environment, as it gives them npm start's flags.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * Where Debian/Ubuntu (libjemalloc2), Fedora/RHEL and Arch (jemalloc) install the library for this
 * machine's own architecture: a multiarch host may also hold another one's, which would not load.
 * @param {string} arch process.arch
 */
export function jemallocPaths(arch) {
  const debian = { x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu' }[arch];
  return [
    ...(debian ? [`/usr/lib/${debian}/libjemalloc.so.2`] : []),
    '/usr/lib64/libjemalloc.so.2',
    '/usr/lib/libjemalloc.so.2',
  ];
}

/** glibc's settings when jemalloc is missing: one arena, and free memory above 128 KB given back. */
export const glibcSettings = {
  MALLOC_ARENA_MAX: '1',
  MALLOC_TRIM_THRESHOLD_: '131072',
  MALLOC_TOP_PAD_: '0',
};

/**
 * What to add to the server's environment; empty when there is nothing to do: not Linux, the
 * operator chose an allocator or its settings already (LD_PRELOAD, GLIBC_TUNABLES, any MALLOC_*
 * of glibc's or jemalloc's), or asked for
 * the system's default with MEMORY_ALLOCATOR=system. Another value than auto or system stops npm
 * start with a message naming the variable, as a bad setting of the server's does.
 * @param {Record<string, string | undefined>} env
 * @param {{ platform?: string, arch?: string, exists?: (file: string) => boolean }} [system]
 * @returns {Record<string, string>}
 */
export function allocatorEnvironment(
  env,
  { platform = process.platform, arch = process.arch, exists = fs.existsSync } = {},
) {
  const choice = env.MEMORY_ALLOCATOR || 'auto';
  if (choice !== 'auto' && choice !== 'system') {
    throw new Error(`MEMORY_ALLOCATOR must be auto or system, not ${JSON.stringify(choice)}`);
  }
  if (platform !== 'linux' || choice === 'system') return {};
  const ownSetting = (name) =>
    name === 'LD_PRELOAD' || name === 'GLIBC_TUNABLES' || name.startsWith('MALLOC_');
  if (Object.keys(env).some((name) => ownSetting(name) && env[name])) return {};
  const jemalloc = jemallocPaths(arch).find((file) => exists(file));
  return jemalloc ? { LD_PRELOAD: jemalloc } : { ...glibcSettings };
}

/**
 * Runs the built server file in this process's place: with the allocator's environment through
 * execve where Node has it (22.15 and later), else (Node 22.13, another OS) imported here as before.
 * @param {string} serverFile
 * @param {{ execve?: typeof process.execve | null }} [options] (a test gives null: Node 22.13 has none)
 */
export async function runServer(serverFile, { execve = process.execve } = {}) {
  const extra = allocatorEnvironment(process.env);
  if (typeof execve === 'function' && Object.keys(extra).length > 0) {
    const chosen = extra.LD_PRELOAD ? `jemalloc (${extra.LD_PRELOAD})` : "glibc's, one arena";
    console.log(`Memory allocator: ${chosen}; MEMORY_ALLOCATOR=system keeps the system's own.`);
    // Does not return: the same process now runs the server, with npm start's Node flags.
    execve.call(process, process.execPath, [process.execPath, ...process.execArgv, serverFile], {
      ...process.env,
      ...extra,
    });
  }
  await import(pathToFileURL(serverFile).href);
}
