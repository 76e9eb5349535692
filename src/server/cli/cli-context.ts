import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';

export type CliContext = {
  config: Config;
  /** Opens the database (migrated) on first use, so file-level commands never create one. */
  db: () => Promise<Db>;
  clock: Clock;
  print: (line: string) => void;
  /** Asks for a secret on standard input (not echoed on a terminal); '' when there is none. */
  readSecret: (prompt: string) => Promise<string>;
};

/** Bad input: the message is printed as it is and the command exits non-zero. */
export class CliInputError extends Error {
  override name = 'CliInputError';
}

export type CliOptions = Record<string, string | boolean | undefined>;

export type CliCommand = {
  summary: string;
  usage: string;
  options: Record<string, { type: 'string' | 'boolean' }>;
  run: (context: CliContext, options: CliOptions) => Promise<void>;
};

export function requiredOption(options: CliOptions, name: string): string {
  const value = options[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new CliInputError(`--${name} を指定してください`);
  }
  return value.trim();
}
