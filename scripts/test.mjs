// `npm test`: every check, in order, each timed. A failing step does not stop the ones after it,
// so one run shows everything that is wrong; only the browser tests need the build (and Chromium).
// The unit and API tests run on this machine's Node and again on each other supported Node line
// (scripts/test-runtimes.mjs); a line that cannot be had here is listed as skipped, never as passed.
// Ends with a summary table and the line "N passed, N failed" that CI reads.
//
// A subset: `TEST_STEPS=node22,node24 npm test` or `npm test -- node22 node24` (ids below); the
// steps a chosen step needs come along. `TEST_REQUIRE_ALL_STEPS=1` turns a skipped step into a failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { otherRuntimes, prepareRuntime, runningChildren } from './test-runtimes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitestBin = path.join(root, 'node_modules/vitest/vitest.mjs');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karada-test-reports-'));

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */
/** @typedef {{ node: string, env: NodeJS.ProcessEnv } | { skipped: string } | { failed: string }} Prepared */
/**
 * @typedef {{ id: string, name: string, command: string, args: string[], minutes: number,
 *   report?: string, needs?: string[], prepare?: () => Promise<Prepared> }} Step
 */

/**
 * @param {string} id @param {string} name @param {string[]} args @param {number} minutes
 * @returns {Step}
 */
function vitestStep(id, name, args, minutes) {
  const report = path.join(reportDir, `${id}.json`);
  return {
    id,
    name,
    minutes,
    command: process.execPath,
    args: [vitestBin, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    report,
  };
}

const thisMajor = Number(process.versions.node.split('.')[0]);

// Each step's time limit (`minutes`) is three or more times what it takes on a fresh 2-core machine:
// a step still running then is hung, and stopping it leaves a failure that names the step instead
// of a CI run that never ends. All limits together come to 70 minutes, under CI's 90; fetching and
// building another Node line happens beside the first steps, and only a wait for it comes on top.

/** @type {Step[]} */
const allSteps = [
  { id: 'typecheck', name: 'typecheck', command: 'npm', args: ['run', 'typecheck'], minutes: 4 },
  { id: 'lint', name: 'lint', command: 'npm', args: ['run', 'lint'], minutes: 4 },
  vitestStep('unit', `unit + api (Node ${thisMajor})`, [], 12),
  // The line this machine runs is already covered by the step above. On the other lines the API
  // tests run on SQLite only: better-sqlite3 is the native part built per line, while the
  // PostgreSQL driver is plain JavaScript and its tests would repeat the first step's.
  ...otherRuntimes
    .filter((runtime) => runtime.major !== thisMajor)
    .map((runtime) => ({
      ...vitestStep(
        `node${runtime.major}`,
        `unit + api on SQLite (Node ${runtime.major})`,
        ['--project', 'unit', '--project', 'web', '--project', 'api-sqlite'],
        8,
      ),
      prepare: () => prepareRuntime(runtime, { background: true }),
    })),
  { id: 'build', name: 'build', command: 'npm', args: ['run', 'build'], minutes: 4 },
  {
    id: 'chromium',
    name: 'chromium',
    command: process.execPath,
    args: [path.join(root, 'scripts/ensure-chromium.mjs')],
    minutes: 10,
  },
  { ...vitestStep('browser', 'browser', ['-c', 'vitest.e2e.config.ts'], 20), needs: ['build', 'chromium'] },
];

const wanted = (process.argv.length > 2 ? process.argv.slice(2) : (process.env.TEST_STEPS ?? '').split(','))
  .map((id) => id.trim())
  .filter(Boolean);
// On a machine that runs Node 22 itself, `node22` is the `unit` step.
const coveredByUnit = otherRuntimes.filter((r) => r.major === thisMajor).map((r) => `node${r.major}`);
for (const id of wanted.filter((id) => coveredByUnit.includes(id))) {
  console.log(`[test] ${id}: this machine runs Node ${thisMajor}, so the unit step covers it`);
  wanted.push('unit');
}
const unknown = wanted.filter(
  (id) => !coveredByUnit.includes(id) && !allSteps.some((step) => step.id === id),
);
if (unknown.length > 0) {
  console.error(
    `[test] unknown step ${unknown.join(', ')}; the steps are: ${allSteps.map((s) => s.id).join(', ')}`,
  );
  fs.rmSync(reportDir, { recursive: true, force: true });
  process.exit(2);
}
const chosen = new Set(wanted);
for (const step of [...allSteps].reverse()) {
  if (chosen.has(step.id)) for (const need of step.needs ?? []) chosen.add(need);
}
const steps = wanted.length === 0 ? allSteps : allSteps.filter((step) => chosen.has(step.id));

/** The process group of the step running now (each step runs in a session of its own). */
/** @type {number | undefined} */
let currentGroup;
let interrupted = false;

/** Signals a step's group: the step and everything it started that did not move out. */
function signalGroup(/** @type {number} */ group, /** @type {NodeJS.Signals} */ signal) {
  try {
    process.kill(-group, signal);
  } catch {
    // The group is already gone.
  }
}

// A step no longer shares this script's terminal or process group, so whatever ends this script
// (Ctrl-C, a kill, a closed terminal, CI cancelling the job) is passed on to the step.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    interrupted = true;
    if (currentGroup !== undefined) signalGroup(currentGroup, signal);
    for (const child of runningChildren) child.kill(signal);
  });
}
process.on('exit', () => {
  if (currentGroup !== undefined) signalGroup(currentGroup, 'SIGKILL');
});

/**
 * Runs the step. Past its time limit it is stopped: SIGTERM to its group, and SIGKILL to whatever
 * of the group is left once the step itself has gone (Vitest exits at once and leaves its workers,
 * and a worker's Playwright waits on the browsers it is closing) or 15 s later.
 * @param {Step} step @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<{ code: number, hung: boolean }>}
 */
function run(step, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: root, env, stdio: 'inherit', detached: true });
    const group = child.pid;
    currentGroup = group;
    let hung = false;
    /** @type {NodeJS.Timeout | undefined} */
    let killer;
    const limit = setTimeout(() => {
      hung = true;
      console.error(
        `\n[test] ✗ ${step.name} still running after ${step.minutes} minutes (its limit): stopped as hung`,
      );
      if (group === undefined) return;
      signalGroup(group, 'SIGTERM');
      killer = setTimeout(() => signalGroup(group, 'SIGKILL'), 15_000);
    }, step.minutes * 60_000);
    const done = (/** @type {number} */ code) => {
      clearTimeout(limit);
      clearTimeout(killer);
      if (hung && group !== undefined) signalGroup(group, 'SIGKILL');
      currentGroup = undefined;
      resolve({ code: hung ? 1 : code, hung });
    };
    child.once('error', (error) => {
      console.error(`[test] could not start ${step.command}: ${error.message}`);
      done(1);
    });
    child.once('exit', (code) => done(code ?? 1));
  });
}

/** @param {string} file @returns {Counts | undefined} */
function readCounts(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    return {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  } catch {
    return undefined;
  }
}

// Fetching and compiling another Node line takes minutes on a new machine: it starts now, beside
// the first steps, and its step waits for it.
/** @type {Map<string, Promise<Prepared>>} */
const preparing = new Map();
for (const step of steps) {
  if (!step.prepare) continue;
  preparing.set(
    step.id,
    step.prepare().catch((error) => ({ failed: error instanceof Error ? error.message : String(error) })),
  );
}

/**
 * @type {{ id: string, name: string, result: 'passed' | 'failed' | 'not run' | 'skipped',
 *   seconds: number, counts?: Counts, why?: string }[]}
 */
const results = [];
for (const step of steps) {
  const missing = (step.needs ?? []).filter((id) => results.find((r) => r.id === id)?.result !== 'passed');
  if (interrupted || missing.length > 0) {
    const why = interrupted ? 'interrupted' : `needs ${missing.join(', ')}`;
    console.log(`\n[test] ${step.name}: not run (${why})`);
    results.push({ id: step.id, name: step.name, result: 'not run', seconds: 0 });
    continue;
  }
  console.log(`\n[test] ▶ ${step.name}`);
  const started = performance.now();
  /** @type {Step} */
  let ready = step;
  /** @type {NodeJS.ProcessEnv | undefined} */
  let env;
  const preparation = preparing.get(step.id);
  if (preparation) {
    const prepared = await preparation;
    if (interrupted || 'failed' in prepared) {
      const why = interrupted ? 'interrupted' : prepared.failed;
      console.log(`[test] ✗ ${step.name}: ${why}`);
      results.push({ id: step.id, name: step.name, result: 'failed', seconds: 0, why });
      continue;
    }
    if ('skipped' in prepared) {
      const seconds = (performance.now() - started) / 1000;
      console.log(`[test] – ${step.name}: skipped (${prepared.skipped})`);
      results.push({ id: step.id, name: step.name, result: 'skipped', seconds, why: prepared.skipped });
      continue;
    }
    const waited = (performance.now() - started) / 1000;
    console.log(`[test] ${prepared.node} ready (waited ${waited.toFixed(1)} s for it)`);
    ready = { ...step, command: prepared.node };
    env = prepared.env;
  }
  const { code, hung } = await run(ready, env);
  const seconds = (performance.now() - started) / 1000;
  const counts = step.report ? readCounts(step.report) : undefined;
  // A runner can fail outside any test (a file that does not import, an unhandled error).
  if (counts && code !== 0 && counts.failed === 0) counts.failed = 1;
  // A skipped test proves nothing; the house rule is to fix or remove it, so it fails the step.
  const skippedTests = (counts?.skipped ?? 0) > 0;
  if (skippedTests)
    console.error(`[test] ${step.name}: ${counts?.skipped} skipped or todo test(s); fix or remove them`);
  const ok = code === 0 && !skippedTests;
  const why = hung ? `stopped after its limit of ${step.minutes} minutes (hung)` : undefined;
  results.push({ id: step.id, name: step.name, result: ok ? 'passed' : 'failed', seconds, counts, why });
  console.log(`[test] ${ok ? '✓' : '✗'} ${step.name} (${seconds.toFixed(1)} s)`);
}
fs.rmSync(reportDir, { recursive: true, force: true });

const rows = [
  ['step', 'result', 'seconds', 'passed', 'failed', 'skipped'],
  ...results.map((r) => [
    r.name,
    r.result,
    r.seconds.toFixed(1),
    String(r.counts?.passed ?? '-'),
    String(r.counts?.failed ?? '-'),
    String(r.counts?.skipped ?? '-'),
  ]),
];
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
console.log('\nSummary');
for (const row of rows)
  console.log(
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );

const skippedSteps = results.filter((r) => r.result === 'skipped');
if (skippedSteps.length > 0) {
  console.log('\nSkipped steps (they ran nothing, so they are not counted as passed):');
  for (const r of skippedSteps) console.log(`  ${r.name}: ${r.why}`);
}
const explainedFailures = results.filter((r) => r.result === 'failed' && r.why);
if (explainedFailures.length > 0) {
  console.log('\nFailed steps:');
  for (const r of explainedFailures) console.log(`  ${r.name}: ${r.why}`);
}
const skipsFail = process.env.TEST_REQUIRE_ALL_STEPS === '1';

let passed = 0;
let failed = 0;
for (const r of results) {
  passed += r.counts?.passed ?? 0;
  // A skipped step ran nothing: it adds to neither number (the list above names it) unless asked.
  if (r.result === 'skipped' && !skipsFail) continue;
  // A failed, not run or skipped step with no test counts still has to show up as a failure.
  failed += r.counts?.failed ?? (r.result === 'passed' ? 0 : 1);
  // Skipped tests fail the run (house rule), so they count as failed in the closing line too.
  failed += r.counts?.skipped ?? 0;
}
console.log(`\n${passed} passed, ${failed} failed`);
const failedSteps = results.filter((r) => r.result !== 'passed' && !(r.result === 'skipped' && !skipsFail));
process.exit(interrupted || failedSteps.length > 0 ? 1 : 0);
