// Where a server's memory is, for memory experiments (docs/decisions/0038-start-memory-and-first-script.md):
//   BENCH_ONLY=memory BENCH_NODE_ARGS="--import ./bench/support/heap-report.mjs" npm run bench
// Every two seconds the server writes $TMPDIR/karada-heap-<pid>.json: V8's heaps (committed and
// used, per space), Node's external and array-buffer memory, and the anonymous part of the RSS
// split by kind of mapping. V8's pages are mappings under 1 MB; glibc's main arena is `[heap]`
// (malloc from the main thread: SQLite, Node's native parts); mappings of 1 MB and more are the
// other threads' malloc arenas and V8's larger reservations. The last file written before the
// load ended is the picture after the load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';

const out = path.join(os.tmpdir(), `karada-heap-${process.pid}.json`);
const mb = (bytes) => Math.round(bytes / 104857.6) / 10;

function anonymousByKind() {
  const kinds = {
    'v8 pages (<1 MB mappings)': 0,
    '[heap] (main malloc arena)': 0,
    'other (≥1 MB mappings)': 0,
  };
  let kind = '';
  for (const line of fs.readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const mapping = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (mapping) {
      const size = parseInt(mapping[2], 16) - parseInt(mapping[1], 16);
      const name = mapping[3];
      kind =
        name === '[heap]'
          ? '[heap] (main malloc arena)'
          : name !== ''
            ? ''
            : size < 1024 * 1024
              ? 'v8 pages (<1 MB mappings)'
              : 'other (≥1 MB mappings)';
      continue;
    }
    const anonymous = /^Anonymous:\s+(\d+) kB/.exec(line);
    if (anonymous && kind) kinds[kind] += Number(anonymous[1]) / 1024;
  }
  return Object.fromEntries(
    Object.entries(kinds).map(([name, value]) => [name, Math.round(value * 10) / 10]),
  );
}

function report() {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8
      .getHeapSpaceStatistics()
      .filter((space) => space.space_size > 0)
      .map((space) => [
        space.space_name,
        { committed: mb(space.space_size), used: mb(space.space_used_size) },
      ]),
  );
  const picture = {
    at: new Date().toISOString(),
    rss: mb(usage.rss),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    spaces,
    anonymous: anonymousByKind(),
  };
  fs.writeFileSync(out, `${JSON.stringify(picture, null, 1)}\n`);
}

setInterval(report, 2000).unref();
