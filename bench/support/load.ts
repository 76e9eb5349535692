import autocannon from 'autocannon';

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers other than 2xx, connection errors and time-outs; a run that answered nothing counts as one. */
  failures: number;
  /** What the failures were: status codes other than 2xx, errors, time-outs. */
  failed: string;
  /** p99 of the whole run, its warm-up second included (autocannon's own histogram). */
  p99WithWarmup: number;
};

export type LoadOptions = {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  /** Several request shapes, used in turn by each connection. */
  requests?: autocannon.Request[];
  /** Seconds run before the measured `seconds`, their answers left out (default 1; 0: none). */
  warmupSeconds?: number;
};

/**
 * Every run first sends its load for a second it does not count. In that second the load
 * generator opens its connections all at once and the server meets them, and a varied load finds
 * none of its answers shared yet: 50 connections ask 50 different questions in the same
 * millisecond, which a real audience never does, and that second alone held every one of the
 * slowest hundredth of a 3-second round
 * (docs/decisions/0042-bench-runs-leave-out-their-first-second.md). The whole run's p99 is kept
 * beside it.
 */
const defaultWarmupSeconds = 1;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : 0;
const tenths = (ms: number) => Math.round(ms * 10) / 10;

/** One autocannon run. Latencies in ms, of the answers after the warm-up. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const warmup = options.warmupSeconds ?? defaultWarmupSeconds;
  const startedAt = performance.now();
  const measuredFrom = startedAt + warmup * 1000;
  const latencies: number[] = [];
  let lastAnswerAt = measuredFrom;
  // Without a callback autocannon answers a promise that is also the running instance.
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds + warmup,
    headers: options.headers ?? {},
    method: options.method ?? 'GET',
    ...(options.body ? { body: options.body } : {}),
    ...(options.requests ? { requests: options.requests } : {}),
    timeout: 10,
  }) as Promise<autocannon.Result> & autocannon.Instance;
  instance.on('response', (_client, _status, _bytes, ms) => {
    const now = performance.now();
    if (now < measuredFrom) return;
    latencies.push(ms);
    lastAnswerAt = now;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const measuredSeconds = Math.max(lastAnswerAt - measuredFrom, 1) / 1000;
  return {
    rps: warmup ? latencies.length / measuredSeconds : result.requests.average,
    p50: warmup ? tenths(percentile(latencies, 0.5)) : result.latency.p50,
    p99: warmup ? tenths(percentile(latencies, 0.99)) : result.latency.p99,
    max: warmup ? tenths(latencies.at(-1) ?? 0) : result.latency.max,
    p99WithWarmup: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts + (result.requests.total === 0 ? 1 : 0),
    failed: [
      ...Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, { count }]) => `${count}×${code}`),
      ...(result.errors ? [`${result.errors} errors`] : []),
      ...(result.timeouts ? [`${result.timeouts} time-outs`] : []),
    ].join(' '),
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The medians of several rounds, and every failure of them. */
export function summary(results: LoadResult[]) {
  return {
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    p99WithWarmup: median(results.map((r) => r.p99WithWarmup)),
    failures: results.reduce((sum, r) => sum + r.failures, 0),
    failed: results
      .map((r) => r.failed)
      .filter(Boolean)
      .join('; '),
  };
}
