import http from 'node:http';

export type PacedResult = { p50: number; p99: number; max: number; answered: number; failures: number };

const percentile = (sorted: number[], fraction: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;

/**
 * An audience rather than a closed loop: `viewers` clients, each on its own keep-alive connection,
 * asking for its next address every `intervalMs`, the viewers' phases spread at random over the
 * interval (autocannon's per-connection rate starts every connection on the same tick, so its 50
 * requests arrive as one burst each second — no audience does that). A latency counts from when
 * the request was due to its last byte, so an answer late enough to delay the next one is charged
 * to the next one too. Latencies in ms, rounded to 0.1.
 */
export async function pacedLoad(options: {
  url: string;
  viewers: number;
  intervalMs: number;
  seconds: number;
  headers: Record<string, string>;
  paths: string[];
}): Promise<PacedResult> {
  const { origin } = new URL(options.url);
  const latencies: number[] = [];
  let failures = 0;
  const fetchOne = (agent: http.Agent, urlPath: string) =>
    new Promise<boolean>((resolve) => {
      const request = http.get(`${origin}${urlPath}`, { agent, headers: options.headers }, (response) => {
        response.on('data', () => undefined);
        response.once('end', () => resolve(response.statusCode === 200));
        response.once('error', () => resolve(false));
      });
      request.once('error', () => resolve(false));
    });
  const viewer = async (index: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const start = performance.now() + Math.random() * options.intervalMs;
    const end = performance.now() + options.seconds * 1000;
    try {
      for (let turn = 0; ; turn++) {
        const due = start + turn * options.intervalMs;
        if (due >= end) break;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const ok = await fetchOne(agent, options.paths[(index * 7 + turn) % options.paths.length]!);
        if (ok) latencies.push(performance.now() - due);
        else failures++;
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: options.viewers }, (_, index) => viewer(index)));
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
