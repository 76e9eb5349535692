import { describe, expect, it } from 'vitest';
import { runFfmpeg } from './video-conversion-ffmpeg.js';

describe('runFfmpeg', () => {
  it('runs the program in the idle scheduling class, so the site keeps the cores it wants', async () => {
    // A stand-in for ffmpeg that reports its own scheduling policy and fails, so it is in the error.
    const exit = await runFfmpeg('/bin/sh', ['-c', 'chrt -p $$ >&2; exit 3']);
    expect(exit).toEqual({ ok: false, error: expect.stringContaining('SCHED_IDLE') });
  });

  it('reports how far the output came', async () => {
    const seen: number[] = [];
    const exit = await runFfmpeg('/bin/sh', ['-c', 'echo out_time_us=1500000; echo out_time_us=3000000'], {
      onSeconds: (seconds) => seen.push(seconds),
    });
    expect(seen).toEqual([1.5, 3]);
    expect(exit).toEqual({ ok: true, lastSeconds: 3 });
  });
});
