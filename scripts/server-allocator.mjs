// How the C library's malloc is set for the server (docs/decisions/0038-start-memory-and-first-
// script.md, revision of 2026-11-27 morning). glibc's default keeps much of what a busy server
// frees: after 60 s of the mixed load its arenas held 54–61 MB, of which at most about 15 MB was
// live. One arena, with free memory above 128 KB given back at once, holds 9–12 MB less at the same
// rate. (jemalloc held 13–22 MB less after that load, but about 50 MB more during a 2 GB upload: not
// chosen.) glibc reads these before Node starts, so `npm start` replaces itself with the server
// (process.execve: same PID, so a service manager sees no difference) under that environment. The
// bench gives its servers the same environment, as it gives them npm start's flags.
import { pathToFileURL } from 'node:url';

/** glibc's settings: one arena, and free memory above 128 KB given back to the system. */
export const glibcSettings = {
  MALLOC_ARENA_MAX: '1',
  MALLOC_TRIM_THRESHOLD_: '131072',
  MALLOC_TOP_PAD_: '0',
};

/**
 * What to add to the server's environment; empty when there is nothing to do: not Linux, the
 * operator chose an allocator or its settings already (LD_PRELOAD, GLIBC_TUNABLES, any MALLOC_*),
 * or asked for the C library's defaults with MEMORY_ALLOCATOR=system. Another value than auto or
 * system stops npm start with a message naming the variable, as a bad setting of the server's does.
 * @param {Record<string, string | undefined>} env
 * @param {{ platform?: string }} [system]
 * @returns {Record<string, string>}
 */
export function allocatorEnvironment(env, { platform = process.platform } = {}) {
  const choice = env.MEMORY_ALLOCATOR || 'auto';
  if (choice !== 'auto' && choice !== 'system') {
    throw new Error(`MEMORY_ALLOCATOR must be auto or system, not ${JSON.stringify(choice)}`);
  }
  if (platform !== 'linux' || choice === 'system') return {};
  const ownSetting = (name) =>
    name === 'LD_PRELOAD' || name === 'GLIBC_TUNABLES' || name.startsWith('MALLOC_');
  if (Object.keys(env).some((name) => ownSetting(name) && env[name])) return {};
  return { ...glibcSettings };
}

/**
 * Runs the built server file in this process's place: with the allocator's environment through
 * execve where Node has it (22.15 and later), else (Node 22.13, another OS) imported here as before.
 * @param {string} serverFile
 * @param {{ extra?: Record<string, string>, execve?: typeof process.execve | null }} [options]
 *   extra: what allocatorEnvironment gave (npm start has already asked it, to check the setting
 *   before building); execve: a test gives null (Node 22.13 has none)
 */
export async function runServer(
  serverFile,
  { extra = allocatorEnvironment(process.env), execve = process.execve } = {},
) {
  if (typeof execve === 'function' && Object.keys(extra).length > 0) {
    console.log(
      "Memory allocator: glibc's, one arena, 128 KB trim threshold (MEMORY_ALLOCATOR=system: its defaults).",
    );
    // Does not return: the same process now runs the server, with npm start's Node flags.
    execve.call(process, process.execPath, [process.execPath, ...process.execArgv, serverFile], {
      ...process.env,
      ...extra,
    });
  }
  await import(pathToFileURL(serverFile).href);
}
