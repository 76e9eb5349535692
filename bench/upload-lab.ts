// Issue 24's upload memory figures alone, for experiments on them (docs/decisions/0038, revision
// of the night of 2026-11-26): the two tus uploads of bench/video-upload.ts, without the
// conversion that BENCH_ONLY=video-conversion runs after them.
//   node_modules/.bin/tsx --conditions=karada-source bench/upload-lab.ts
// LAB_ROUNDS=2 repeats them; BENCH_RUNTIME=current runs the servers on this Node instead of 24;
// BENCH_NODE_ARGS and BENCH_SERVER_ENV as for the bench.
import path from 'node:path';
import { serverRuntime } from './support/runtime.js';
import { videoUploadBench } from './video-upload.js';

// LAB_ROOT: another checkout's build (dist/node, package.json) to compare in turns.
const root = process.env.LAB_ROOT ?? path.resolve(import.meta.dirname, '..');
const rounds = Number(process.env.LAB_ROUNDS ?? 1);
const runtime = await serverRuntime();
console.log(`${root}: servers on Node ${runtime.version} ${process.env.BENCH_NODE_ARGS ?? ''}`);
for (let round = 1; round <= rounds; round++) {
  await videoUploadBench(
    root,
    (row) =>
      console.log(
        `${round}: ${row.measure.replace(/server memory \(RSS\) during a /, '')}: ${row.value} (${row.baseline})`,
      ),
    process.env.BENCH_QUICK === '1',
  );
}
