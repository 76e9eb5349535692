// `npm test`: the steps of the table below, in order, each under its time limit. A failing step does
// not stop the ones after it, so one run shows everything that is wrong. Ends with a summary table
// and the line "N passed, N failed" that CI reads.
//
// A subset: `npm test -- node22 node24` or `TEST_STEPS=unit,browser npm test`; the steps a chosen
// step needs come along. `TEST_REQUIRE_ALL_STEPS=1` turns a skipped step into a failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { otherRuntimes, prepareRuntime, runningChildren } from './test-runtimes.mjs';

/**
 * @typedef {{ id: string, minutes: number, command: string[], needs?: string[],
 *   runtime?: { major: number, version: string } }} Step
 * @typedef {{ passed: number, failed: number, skipped: number }} Counts
 * @typedef {{ id: string, result: 'passed' | 'failed' | 'skipped' | 'not run', seconds: number,
 *   counts?: Counts, why?: string }} Result
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const thisMajor = Number(process.versions.node.split('.')[0]);
const requireAllSteps = process.env.TEST_REQUIRE_ALL_STEPS === '1';
const graceSeconds = 15; // after SIGTERM, before SIGKILL, for a step stopped at its limit

/** Where Vitest step `id` writes its JSON report, read back for the test counts. @param {string} id */
const reportFile = (id) => path.join(os.tmpdir(), `karada-test-${process.pid}-${id}.json`);

/** @param {string} id @param {string[]} args */
function vitest(id, ...args) {
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${reportFile(id)}`];
  return [process.execPath, 'node_modules/vitest/vitest.mjs', 'run', ...args, ...reporters];
}

// The time limits. Each is three or more times what the step takes on a fresh 2-core machine: a
// step still running then is hung, and stopping it leaves a failure that names the step instead of
// a CI run that never ends. Together they come to 70 minutes, under CI's 90. Fetching and building
// another Node line runs beside the first steps; only a wait for it comes on top.
/** @type {Step[]} */
const allSteps = [
  { id: 'typecheck', minutes: 4, command: ['npm', 'run', 'typecheck'] },
  { id: 'lint', minutes: 4, command: ['npm', 'run', 'lint'] },
  // The video conversion tests run the real ffmpeg: Debian's, installed with apt-get when missing.
  { id: 'ffmpeg', minutes: 10, command: [process.execPath, 'scripts/ensure-ffmpeg.mjs'] },
  { id: 'unit', minutes: 12, command: vitest('unit'), needs: ['ffmpeg'] }, // unit and API tests, SQLite and PostgreSQL
  // The same on each other Node line, but the API tests on SQLite only: better-sqlite3 is the native
  // part built per line, while the PostgreSQL driver is plain JavaScript that would only repeat `unit`.
  ...otherRuntimes
    .filter((runtime) => runtime.major !== thisMajor)
    .map((runtime) => {
      const id = `node${runtime.major}`;
      return {
        id,
        minutes: 8,
        command: vitest(id, '--project=unit', '--project=web', '--project=api-sqlite'),
        needs: ['ffmpeg'],
        runtime,
      };
    }),
  { id: 'build', minutes: 4, command: ['npm', 'run', 'build'] },
  { id: 'chromium', minutes: 10, command: [process.execPath, 'scripts/ensure-chromium.mjs'] },
  {
    id: 'browser',
    minutes: 20,
    command: vitest('browser', '-c', 'vitest.e2e.config.ts'),
    needs: ['build', 'chromium'],
  },
];

/** The steps named (all when none are), with the steps they need; exits on a name it does not know. */
function chooseSteps(/** @type {string[]} */ names) {
  if (names.length === 0) return allSteps;
  // On a machine that runs Node 22 itself, `node22` is the `unit` step.
  const chosen = new Set(names.map((id) => (id === `node${thisMajor}` ? 'unit' : id)));
  const ids = allSteps.map((step) => step.id);
  const unknown = [...chosen].filter((id) => !ids.includes(id));
  if (unknown.length > 0) {
    console.error(`[test] unknown step ${unknown.join(', ')}; the steps are: ${ids.join(', ')}`);
    process.exit(2);
  }
  // Backwards, so that a prerequisite's own prerequisites come along too.
  for (const step of allSteps.toReversed())
    if (chosen.has(step.id)) step.needs?.forEach((id) => chosen.add(id));
  return allSteps.filter((step) => chosen.has(step.id));
}

// Each step runs in a process group of its own, so that a hung one is stopped with all it started.
/** @type {number | undefined} */
let runningGroup;
let interrupted = false;

function signalGroup(/** @type {number} */ group, /** @type {NodeJS.Signals} */ signal) {
  try {
    process.kill(-group, signal);
  } catch {
    // The group is gone already.
  }
}

// So the step no longer shares this script's terminal: whatever stops this script (Ctrl-C, a kill,
// a closed terminal, CI cancelling the job) is passed on to it, and to any fetch or compile.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    interrupted = true;
    if (runningGroup) signalGroup(runningGroup, signal);
    for (const child of runningChildren) child.kill(signal);
  });
}
process.on('exit', () => runningGroup && signalGroup(runningGroup, 'SIGKILL'));

/**
 * Runs a step's command. Past the step's limit its group gets SIGTERM, and SIGKILL for whatever is
 * left of it as soon as the step itself exits (Vitest exits at once and leaves its workers behind,
 * and a worker's Playwright waits on browsers it is closing) or after the grace period.
 * @param {Step} step @param {string[]} command @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ code: number, hung: boolean }>}
 */
function runWithLimit(step, [program, ...args], env) {
  return new Promise((resolve) => {
    const child = spawn(program, args, { cwd: root, env, stdio: 'inherit', detached: true });
    const group = child.pid;
    runningGroup = group;
    let hung = false;
    /** @type {NodeJS.Timeout | undefined} */
    let killLater;
    const limit = setTimeout(() => {
      hung = true;
      console.error(`\n[test] ✗ ${step.id} is past its limit of ${step.minutes} minutes: stopping it`);
      if (!group) return;
      signalGroup(group, 'SIGTERM');
      killLater = setTimeout(() => signalGroup(group, 'SIGKILL'), graceSeconds * 1000);
    }, step.minutes * 60_000);
    const done = (/** @type {number} */ code) => {
      clearTimeout(limit);
      clearTimeout(killLater);
      if (hung && group) signalGroup(group, 'SIGKILL');
      runningGroup = undefined;
      resolve({ code: hung ? 1 : code, hung });
    };
    child.once('error', (error) => {
      console.error(`[test] could not start ${program}: ${error.message}`);
      done(1);
    });
    child.once('exit', (code) => done(code ?? 1));
  });
}

/** The test counts of a Vitest step, from its report (then removed); none for other steps. */
function readCounts(/** @type {string} */ id) {
  try {
    const report = JSON.parse(fs.readFileSync(reportFile(id), 'utf8'));
    fs.rmSync(reportFile(id));
    const skipped = report.numPendingTests + report.numTodoTests;
    return /** @type {Counts} */ ({ passed: report.numPassedTests, failed: report.numFailedTests, skipped });
  } catch {
    return undefined; // Not a Vitest step, or it stopped before writing its report.
  }
}

/**
 * Runs one step and says how it went.
 * @param {Step} step @param {Map<string, Result>} done
 * @param {ReturnType<typeof prepareRuntime>} [runtime] being fetched and built, for a step on another Node
 * @returns {Promise<Omit<Result, 'id' | 'seconds'>>}
 */
async function runStep(step, done, runtime) {
  const missing = (step.needs ?? []).filter((id) => done.get(id)?.result !== 'passed');
  if (interrupted) return { result: 'not run', why: 'interrupted' };
  if (missing.length > 0) return { result: 'not run', why: `needs ${missing.join(', ')}` };
  console.log(`\n[test] ▶ ${step.id}`);
  let [command, env] = [step.command, process.env];
  if (runtime) {
    const ready = await runtime;
    if ('skipped' in ready) return { result: 'skipped', why: ready.skipped };
    if ('failed' in ready) return { result: 'failed', why: ready.failed };
    if (interrupted) return { result: 'not run', why: 'interrupted' };
    console.log(`[test] on ${ready.node}`);
    [command, env] = [[ready.node, ...command.slice(1)], ready.env];
  }
  const { code, hung } = await runWithLimit(step, command, env);
  const counts = readCounts(step.id);
  // A runner can fail outside any test (a file that does not import, an unhandled error).
  if (counts && code !== 0 && counts.failed === 0) counts.failed = 1;
  // A skipped test proves nothing; the house rule is to fix or remove it, so it fails the step.
  if (counts?.skipped)
    console.error(`[test] ${step.id}: ${counts.skipped} skipped test(s): fix or remove them`);
  const why = hung ? `hung: stopped at its limit of ${step.minutes} minutes` : undefined;
  return { result: code === 0 && !counts?.skipped ? 'passed' : 'failed', counts, why };
}

/** A plain skip is neither passed nor failed: the step ran nothing, and the summary says why. */
function isFailure(/** @type {Result} */ r) {
  return r.result === 'failed' || r.result === 'not run' || (r.result === 'skipped' && requireAllSteps);
}

function printSummary(/** @type {Result[]} */ results) {
  const rows = [
    ['step', 'result', 'seconds', 'passed', 'failed', 'skipped'],
    ...results.map(({ id, result, seconds, counts }) => [
      ...[id, result, seconds.toFixed(1)],
      ...[counts?.passed, counts?.failed, counts?.skipped].map((n) => String(n ?? '-')),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (/** @type {string[]} */ row) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(['\nSummary', ...rows.map((row) => line(row).trimEnd())].join('\n'));
  const explained = results.filter((r) => r.why);
  if (explained.length > 0) console.log('\nSteps that did not pass, and why:');
  for (const r of explained) console.log(`  ${r.id}: ${r.result}, ${r.why}`);

  let [passed, failed] = [0, 0];
  for (const r of results) {
    passed += r.counts?.passed ?? 0;
    // A failed step without test counts (typecheck, lint, a hang, not run) is one failure.
    failed += r.counts?.failed ?? (isFailure(r) ? 1 : 0);
    // Skipped tests failed their step (the house rule above), so they count as failed here too.
    failed += r.counts?.skipped ?? 0;
  }
  console.log(`\n${passed} passed, ${failed} failed`);
}

const names = process.argv.length > 2 ? process.argv.slice(2) : (process.env.TEST_STEPS ?? '').split(',');
const steps = chooseSteps(names.map((name) => name.trim()).filter(Boolean));
// Fetching and compiling another Node line can take minutes: it starts now, beside the first steps.
const runtimes = new Map(
  steps.flatMap(({ id, runtime }) => (runtime ? [[id, prepareRuntime(runtime)]] : [])),
);
/** @type {Map<string, Result>} */
const results = new Map();
for (const step of steps) {
  const started = performance.now();
  const outcome = await runStep(step, results, runtimes.get(step.id));
  const seconds = (performance.now() - started) / 1000;
  results.set(step.id, { id: step.id, seconds, ...outcome });
  console.log(`[test] ${step.id}: ${outcome.result} (${seconds.toFixed(1)} s)`);
}
printSummary([...results.values()]);
process.exit(interrupted || [...results.values()].some(isFailure) ? 1 : 0);
