import { spawn } from 'node:child_process';
import fs from 'node:fs';

export type GuardedProcess = {
  pid: number;
  /** Text that must appear in /proc/<pid>/cmdline before a kill, so a reused PID is never hit. */
  cmdlineIncludes: string;
  signal: NodeJS.Signals;
};

export type GuardTargets = { processes: GuardedProcess[]; paths: string[] };

// Runs in a detached watchdog. It outlives a test process that crashes or is killed with SIGKILL,
// when no 'exit' hook of ours can run, and then stops what that process started.
const watchdogSource = `
const fs = require('node:fs');
const ownerPid = Number(process.argv[1]);
const targets = JSON.parse(process.argv[2]);
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
const ours = (p) => { try { return fs.readFileSync('/proc/' + p.pid + '/cmdline', 'utf8').includes(p.cmdlineIncludes); } catch { return false; } };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function reap() {
  for (const p of targets.processes) if (ours(p)) { try { process.kill(p.pid, p.signal); } catch {} }
  for (let i = 0; i < 50 && targets.processes.some((p) => ours(p)); i++) await sleep(100);
  for (const p of targets.processes) if (ours(p)) { try { process.kill(p.pid, 'SIGKILL'); } catch {} }
  for (const dir of targets.paths) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  process.exit(0);
}
const timer = setInterval(() => { if (!alive(ownerPid)) { clearInterval(timer); void reap(); } }, 500);
`;

function killIfOurs(target: GuardedProcess): void {
  try {
    const cmdline = fs.readFileSync(`/proc/${target.pid}/cmdline`, 'utf8');
    if (cmdline.includes(target.cmdlineIncludes)) process.kill(target.pid, target.signal);
  } catch {
    // Already gone.
  }
}

/**
 * Makes sure processes and folders a test run started do not outlive it: an 'exit' hook covers
 * a normal exit that skipped teardown, a detached watchdog covers a crash. Call release() after a
 * clean stop so neither acts later on a PID that may by then belong to someone else.
 */
export function guardAgainstOrphans(targets: GuardTargets): { release: () => void } {
  const onExit = () => {
    for (const target of targets.processes) killIfOurs(target);
    // Best effort only: a process still shutting down may hold files; the watchdog retries.
    for (const dir of targets.paths) {
      try {
        fs.rmSync(dir, { recursive: true, force: true });
      } catch {
        // Left to the watchdog.
      }
    }
  };
  process.on('exit', onExit);

  const watchdog = spawn(
    process.execPath,
    ['-e', watchdogSource, String(process.pid), JSON.stringify(targets)],
    {
      detached: true,
      stdio: 'ignore',
    },
  );
  watchdog.unref();

  return {
    release: () => {
      process.off('exit', onExit);
      if (watchdog.pid !== undefined && watchdog.exitCode === null) {
        try {
          process.kill(watchdog.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    },
  };
}
