import { execFile } from 'node:child_process';
import path from 'node:path';

export type PacedResult = { p50: number; p99: number; max: number; answered: number; failures: number };

const percentile = (sorted: number[], fraction: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;

const client = path.join(import.meta.dirname, 'paced-client.mjs');

/**
 * An audience rather than a closed loop: `viewers` clients, each on its own keep-alive connection,
 * asking for its next address every `intervalMs`, the viewers' phases spread at random over the
 * interval (autocannon's per-connection rate starts every connection on the same tick, so its 50
 * requests arrive as one burst each second — no audience does that). A latency counts from when
 * the request was due to its last byte, so an answer late enough to delay the next one is charged
 * to the next one too. Latencies in ms, rounded to 0.1.
 *
 * The viewers run in a process of their own (paced-client.mjs), reading into reused buffers: run
 * in the bench's process, the client's own pauses were counted as the server's (decision 0040).
 */
export async function pacedLoad(options: {
  url: string;
  viewers: number;
  intervalMs: number;
  seconds: number;
  headers: Record<string, string>;
  paths: string[];
}): Promise<PacedResult> {
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      [client, JSON.stringify(options)],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
  const { latencies, failures } = JSON.parse(output) as { latencies: number[]; failures: number };
  const sorted = latencies.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
    answered: sorted.length,
    failures: failures + (sorted.length === 0 ? 1 : 0),
  };
}
