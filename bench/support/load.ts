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
  /**
   * p99 of the answers that arrived after the run's first second (asked with `afterFirstSecond`,
   * runs longer than a second; else null), for reading only: the first second is where a run's
   * tail comes from (decision 42); every target is judged on the whole run's `p99`.
   */
  p99AfterFirstSecond: number | null;
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
  /** Also time each answer, for `p99AfterFirstSecond` (the long-tail rows; a listener per answer). */
  afterFirstSecond?: boolean;
};

/**
 * What every phone's browser says it can decompress (Chrome's words): an answer to a browser is
 * compressed, so the rows measuring what an audience asks send it too.
 */
export const browserEncoding = { 'accept-encoding': 'gzip, deflate, br, zstd' } as const;

/** One autocannon run. Latencies in ms. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const afterFirstSecond = performance.now() + 1000;
  const later: number[] = [];
  // Without a callback autocannon answers a promise that is also the running instance.
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
    method: options.method ?? 'GET',
    ...(options.body ? { body: options.body } : {}),
    ...(options.requests ? { requests: options.requests } : {}),
    timeout: 10,
  }) as Promise<autocannon.Result> & autocannon.Instance;
  if (options.afterFirstSecond) {
    instance.on('response', (_client, _status, _bytes, ms) => {
      if (performance.now() >= afterFirstSecond) later.push(ms);
    });
  }
  const result = await instance;
  later.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    p99AfterFirstSecond:
      options.seconds > 1 && later.length
        ? Math.round(later[Math.min(later.length - 1, Math.floor(later.length * 0.99))]!)
        : null,
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

const medianOrNull = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? median(known) : null;
};

/** The medians of several rounds, and every failure of them. */
export function summary(results: LoadResult[]) {
  return {
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    p99AfterFirstSecond: medianOrNull(results.map((r) => r.p99AfterFirstSecond)),
    failures: results.reduce((sum, r) => sum + r.failures, 0),
    failed: results
      .map((r) => r.failed)
      .filter(Boolean)
      .join('; '),
  };
}
