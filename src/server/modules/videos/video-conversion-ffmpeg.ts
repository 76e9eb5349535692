import { spawn } from 'node:child_process';
import { onPath } from './video-conversion-tools.js';

/** ffmpeg's exit: ok with how far the output came, or the end of what it wrote to stderr. */
export type FfmpegExit = { ok: true; lastSeconds: number } | { ok: false; error: string };

let launcher: string[] | undefined;

/**
 * How ffmpeg is started so that the site's requests come first on a 2-core machine
 * (docs/decisions/0028-video-conversion.md): under Linux's idle scheduling class (`chrt --idle 0`),
 * where it runs only on a core nothing else wants. Measured on the quiet machine, beside a 60 s
 * conversion the feed kept 89% of its idle throughput (p99 4 ms against 3 ms idle) against 67%
 * (p99 5 ms) at nice 19, for 1.60× real time instead of 1.72×. Nice 19 where there is no chrt.
 */
function lowestPriority(): string[] {
  launcher ??= onPath('chrt', process.env.PATH ?? '') ? ['chrt', '--idle', '0'] : ['nice', '-n', '19'];
  return launcher;
}

/**
 * Runs ffmpeg at the lowest priority (above). `onSeconds` gets how far the output has come (from
 * `-progress pipe:1`); an aborted signal stops ffmpeg at once (SIGKILL: its half-written output
 * is thrown away anyway).
 */
export function runFfmpeg(
  ffmpeg: string,
  args: string[],
  options: { signal?: AbortSignal; onSeconds?: (seconds: number) => void } = {},
): Promise<FfmpegExit> {
  const [command, ...priority] = lowestPriority();
  const child = spawn(command!, [...priority, ffmpeg, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let lastSeconds = 0;
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const match = /^out_time_us=(\d+)/.exec(line);
      if (!match) continue;
      lastSeconds = Number(match[1]) / 1_000_000;
      options.onSeconds?.(lastSeconds);
    }
  });
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    errors = (errors + chunk).slice(-2000);
  });
  const stop = () => child.kill('SIGKILL');
  options.signal?.addEventListener('abort', stop, { once: true });
  return new Promise<FfmpegExit>((resolve) => {
    child.once('error', (error) => resolve({ ok: false, error: error.message }));
    child.once('close', (code, signal) => {
      options.signal?.removeEventListener('abort', stop);
      if (code === 0) resolve({ ok: true, lastSeconds });
      else resolve({ ok: false, error: `ffmpeg exited ${signal ?? code}: ${errors.trim()}` });
    });
  });
}
