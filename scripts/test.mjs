// `npm test`: every check, in order, each timed. A failing step does not stop the ones after it,
// so one run shows everything that is wrong; only the browser tests need the build (and Chromium).
// Ends with a summary table and the line "N passed, N failed" that CI reads.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitestBin = path.join(root, 'node_modules/vitest/vitest.mjs');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karada-test-reports-'));

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */
/** @typedef {{ name: string, command: string, args: string[], report?: string, needs?: string[] }} Step */

/** @param {string} name @param {string[]} args @returns {Step} */
function vitestStep(name, args) {
  const report = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  return {
    name,
    command: process.execPath,
    args: [vitestBin, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    report,
  };
}

/** @type {Step[]} */
const steps = [
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  vitestStep('unit + api', []),
  { name: 'build', command: 'npm', args: ['run', 'build'] },
  { name: 'chromium', command: process.execPath, args: [path.join(root, 'scripts/ensure-chromium.mjs')] },
  { ...vitestStep('browser', ['-c', 'vitest.e2e.config.ts']), needs: ['build', 'chromium'] },
];

/** @type {import('node:child_process').ChildProcess | undefined} */
let current;
let interrupted = false;
// Ctrl-C reaches the running step through the terminal; a plain kill of this script is passed on.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    interrupted = true;
    current?.kill(signal);
  });
}

/** @param {Step} step @returns {Promise<number>} */
function run(step) {
  return new Promise((resolve) => {
    current = spawn(step.command, step.args, { cwd: root, stdio: 'inherit' });
    current.once('error', (error) => {
      console.error(`[test] could not start ${step.command}: ${error.message}`);
      resolve(1);
    });
    current.once('exit', (code) => resolve(code ?? 1));
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

/** @type {{ name: string, result: 'passed' | 'failed' | 'not run', seconds: number, counts?: Counts }[]} */
const results = [];
for (const step of steps) {
  const missing = (step.needs ?? []).filter(
    (name) => results.find((r) => r.name === name)?.result !== 'passed',
  );
  if (interrupted || missing.length > 0) {
    const why = interrupted ? 'interrupted' : `needs ${missing.join(', ')}`;
    console.log(`\n[test] ${step.name}: not run (${why})`);
    results.push({ name: step.name, result: 'not run', seconds: 0 });
    continue;
  }
  console.log(`\n[test] ▶ ${step.name}`);
  const started = performance.now();
  const code = await run(step);
  const seconds = (performance.now() - started) / 1000;
  const counts = step.report ? readCounts(step.report) : undefined;
  // A runner can fail outside any test (a file that does not import, an unhandled error).
  if (counts && code !== 0 && counts.failed === 0) counts.failed = 1;
  // A skipped test proves nothing; the house rule is to fix or remove it, so it fails the step.
  const skippedTests = (counts?.skipped ?? 0) > 0;
  if (skippedTests)
    console.error(`[test] ${step.name}: ${counts?.skipped} skipped or todo test(s); fix or remove them`);
  const ok = code === 0 && !skippedTests;
  results.push({ name: step.name, result: ok ? 'passed' : 'failed', seconds, counts });
  console.log(`[test] ${ok ? '✓' : '✗'} ${step.name} (${seconds.toFixed(1)} s)`);
}
current = undefined;
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

let passed = 0;
let failed = 0;
for (const r of results) {
  passed += r.counts?.passed ?? 0;
  // A failed or skipped step with no test counts still has to show up as a failure.
  failed += r.counts?.failed ?? (r.result === 'passed' ? 0 : 1);
  // Skipped tests fail the run (house rule), so they count as failed in the closing line too.
  failed += r.counts?.skipped ?? 0;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(interrupted || results.some((r) => r.result !== 'passed') ? 1 : 0);
