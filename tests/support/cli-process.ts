import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runtimeEnv } from './runtime-env.js';

const root = path.resolve(import.meta.dirname, '../..');
const tsxLoader = pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href;
const cliSource = path.join(root, 'src/server/cli/main.ts');

export type CliRun = { code: number; stdout: string; stderr: string };

/**
 * `npm run cli -- …` from source, as its own process, in `cwd` (a temp folder, so the repository's
 * .env stays out); the environment is only what the test gives.
 */
export function runCliProcess(
  args: readonly string[],
  env: Record<string, string>,
  cwd: string,
): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=karada-source', '--import', tsxLoader, cliSource, ...args],
      { cwd, env: { PATH: process.env.PATH, ...runtimeEnv, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
