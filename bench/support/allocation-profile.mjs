// What the server allocates under load, collected or not (docs/decisions/0038-start-memory-and-first-script.md,
// revision of 2026-11-27):
//   BENCH_ONLY=memory BENCH_NODE_ARGS="--import ./bench/support/allocation-profile.mjs" npm run bench
// From 20 s after start (past the start and the bench's own seeding) V8's sampling heap profiler
// records one allocation in every 32 KB for 40 s, objects the collector has freed since included,
// then writes $TMPDIR/karada-alloc-<pid>.heapprofile (open it in Chrome DevTools' Memory tab) and
// karada-alloc-<pid>.txt: the functions that allocated most, with their position in the bundle.
// A position in dist/node/server/server.js is found in its source with the source map, e.g.
//   node -e "const m=new (require('node:module').SourceMap)(require('./dist/node/server/server.js.map'));console.log(m.findEntry(LINE, COLUMN))"
// (the positions here count from 0, as findEntry does).
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';

const startAfterMs = Number(process.env.ALLOCATION_PROFILE_AFTER_MS ?? 20_000);
const lastingMs = Number(process.env.ALLOCATION_PROFILE_MS ?? 40_000);
const out = path.join(os.tmpdir(), `karada-alloc-${process.pid}`);

function summary(profile) {
  const sizeOf = new Map();
  for (const sample of profile.samples)
    sizeOf.set(sample.nodeId, (sizeOf.get(sample.nodeId) ?? 0) + sample.size);
  const byFunction = new Map();
  let total = 0;
  const visit = (node) => {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const where = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber}:${columnNumber}`;
    const size = sizeOf.get(node.id) ?? 0;
    total += size;
    byFunction.set(where, (byFunction.get(where) ?? 0) + size);
    for (const child of node.children) visit(child);
  };
  visit(profile.head);
  const share = (size) => `${((100 * size) / total).toFixed(1).padStart(5)} %`;
  return [
    `sampled ${profile.samples.length} allocations over ${lastingMs / 1000} s; share of the sampled bytes by function:`,
    ...[...byFunction]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 40)
      .map(([where, size]) => `${share(size)}  ${where}`),
  ].join('\n');
}

const session = new inspector.Session();
session.connect();
setTimeout(async () => {
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 32 * 1024,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  setTimeout(async () => {
    const { profile } = await session.post('HeapProfiler.stopSampling');
    fs.writeFileSync(`${out}.heapprofile`, JSON.stringify(profile));
    fs.writeFileSync(`${out}.txt`, `${summary(profile)}\n`);
  }, lastingMs).unref();
}, startAfterMs).unref();
