import fs from 'node:fs';
import { readSecret } from './read-secret.js';
import { runCli } from './run-cli.js';

if (fs.existsSync('.env')) process.loadEnvFile('.env');

process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  print: (line) => console.log(line),
  printError: (line) => console.error(line),
  readSecret: (prompt) => readSecret(process.stdin, process.stderr, prompt),
});
