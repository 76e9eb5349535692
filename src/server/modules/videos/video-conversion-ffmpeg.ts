import { spawn } from 'node:child_process';

/** ffmpeg's exit: ok with how far the output came, or the end of what it wrote to stderr. */
export type FfmpegExit = { ok: true; lastSeconds: number } | { ok: false; error: string };

/**
 * Runs ffmpeg at the lowest priority (nice 19): the site's requests come first on a 2-core machine.
 * Not 10: the scheduler weighs each thread, and ffmpeg's eight or so threads at nice 10 together
 * weigh nearly as much as the server's one (measured: the feed's p99 4× idle); at 19, an eighth.
 * `onSeconds` gets how far the output has come (from `-progress pipe:1`); an aborted signal stops
 * ffmpeg at once (SIGKILL: its half-written output is thrown away anyway).
 */
export function runFfmpeg(
  ffmpeg: string,
  args: string[],
  options: { signal?: AbortSignal; onSeconds?: (seconds: number) => void } = {},
): Promise<FfmpegExit> {
  const child = spawn('nice', ['-n', '19', ffmpeg, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
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
