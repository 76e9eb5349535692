// A lab for the member pages' blocking time on Lighthouse's mobile run (issue 25, decision 39):
// audits each page once as `npm run lighthouse` does, with V8's sampling profiler added to the
// trace, and prints the page's main-thread tasks of 10 ms or more (observed, before Lighthouse's
// 4× slow-down: 12.5 ms observed is a 50 ms long task) with what ran in each: trace events by name
// and the profiler's functions by self time.
//   npm run build && node bench/lighthouse-trace-lab.mjs [path ...]
// LAB_RUNS=n audits each page n times. Needs a current build (it does not build).
import * as chromeLauncher from 'chrome-launcher';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { buildIsCurrent } from '../scripts/build-state.mjs';
import { chromeFlags, signInMember, startServer } from '../scripts/lighthouse-server.mjs';

const taskMinMs = 10;
const runs = Number(process.env.LAB_RUNS ?? 1);
const defaults = [
  '/member',
  '/member/new?category=exercise',
  '/member/content/:id',
  `/member/search?q=${encodeURIComponent('ストレッチ')}`,
];

/** The renderer's main thread that ran the most: the audited page's. */
function mainThread(events) {
  const names = events.filter(
    (event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain',
  );
  const busy = new Map();
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    const key = `${event.pid}:${event.tid}`;
    busy.set(key, (busy.get(key) ?? 0) + event.dur);
  }
  const [best] = names
    .map((event) => `${event.pid}:${event.tid}`)
    .sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0));
  const [pid, tid] = best.split(':').map(Number);
  return { pid, tid };
}

/** The sampling profiler's samples on that thread, as [time µs, leaf frame label]. */
function samples(events, { pid, tid }) {
  const profileEvent = events.find(
    (event) => event.name === 'Profile' && event.pid === pid && event.tid === tid,
  );
  if (!profileEvent) return [];
  const nodes = new Map();
  const result = [];
  let time = profileEvent.args.data.startTime;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.id !== profileEvent.id) continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((nodeId, index) => {
      time += timeDeltas[index] ?? 0;
      const frame = nodes.get(nodeId)?.callFrame;
      const file = frame?.url ? path.basename(frame.url.split('?')[0]) : '';
      result.push([time, frame ? `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}` : '?']);
    });
  }
  return result;
}

function top(counts, limit) {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, value]) => `${name} ${(value / 1000).toFixed(1)}`)
    .join(' · ');
}

function report(label, lhr, events) {
  const thread = mainThread(events);
  const onThread = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid);
  const start = onThread.find((event) => event.name === 'navigationStart')?.ts ?? onThread[0].ts;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint')?.ts;
  const profile = samples(events, thread);
  const tbt = Math.round(lhr.audits['total-blocking-time'].numericValue);
  console.log(
    `\n${label}: performance ${Math.round(lhr.categories.performance.score * 100)}, TBT ${tbt} ms, ` +
      `observed FCP ${fcp ? ((fcp - start) / 1000).toFixed(0) : '?'} ms`,
  );
  const tasks = onThread.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && event.dur >= taskMinMs * 1000,
  );
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const inside = onThread.filter(
      (event) => event.ph === 'X' && event.ts >= task.ts && event.ts < end && event !== task,
    );
    const byName = new Map();
    for (const event of inside) {
      // Only events directly under the task's own level of nesting would need a tree; the largest
      // names (FunctionCall, EvaluateScript, Layout, UpdateLayoutTree) say enough.
      if (event.dur >= 1000) byName.set(event.name, (byName.get(event.name) ?? 0) + event.dur);
    }
    const bySelf = new Map();
    let last = task.ts;
    for (const [time, frame] of profile) {
      if (time < task.ts || time >= end) continue;
      bySelf.set(frame, (bySelf.get(frame) ?? 0) + (time - last));
      last = time;
    }
    console.log(`  task at ${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(1)} ms`);
    console.log(`    events (ms, nested counted twice): ${top(byName, 7)}`);
    console.log(`    functions (self ms): ${top(bySelf, 8)}`);
  }
}

if (!buildIsCurrent()) throw new Error('the build is not current: run npm run build first');
const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'karada-trace-lab-'));
const dataDir = path.join(tempRoot, 'data');
fs.mkdirSync(dataDir);
const server = startServer(dataDir);
let chrome;
try {
  const baseUrl = await server.address;
  const member = await signInMember(dataDir, baseUrl);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  const paths = process.argv.length > 2 ? process.argv.slice(2) : defaults;
  for (const pagePath of paths) {
    const address = pagePath.replace(':id', encodeURIComponent(member.contentId));
    for (let run = 1; run <= runs; run += 1) {
      const result = await lighthouse(
        `${baseUrl}${address}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: { cookie: member.cookie },
        },
        {
          extends: 'lighthouse:default',
          settings: { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' },
        },
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${address}`);
      report(`${decodeURIComponent(pagePath)} run ${run}`, result.lhr, result.artifacts.Trace.traceEvents);
    }
  }
} finally {
  await chrome?.kill();
  await server.stop();
  fs.rmSync(tempRoot, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
}
