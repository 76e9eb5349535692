import { parseArgs } from 'node:util';
import { systemClock, type Clock } from '../clock.js';
import { ConfigError, loadConfig } from '../config.js';
import { createDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { CliInputError, type CliCommand } from './cli-context.js';
import { backup } from './commands/backup.js';
import { backupRestore } from './commands/backup-restore.js';
import { adminCreate, userCreate } from './commands/create-account.js';
import { passphraseList, passphraseSet } from './commands/passphrases.js';
import { userResetPassword } from './commands/reset-password.js';
import { samplesSeed } from './commands/seed-samples.js';

export const commands: Record<string, CliCommand> = {
  'admin:create': adminCreate,
  'passphrase:set': passphraseSet,
  'passphrase:list': passphraseList,
  'user:create': userCreate,
  'user:reset-password': userResetPassword,
  'samples:seed': samplesSeed,
  backup,
  'backup:restore': backupRestore,
};

export type CliIo = {
  env: Record<string, string | undefined>;
  print: (line: string) => void;
  printError: (line: string) => void;
  clock?: Clock;
  /** Where a password left out of the options is read from (standard input in main.ts). */
  readSecret?: (prompt: string) => Promise<string>;
};

function usage(): string {
  const lines = Object.values(commands).map((command) => `  ${command.usage.padEnd(50)} ${command.summary}`);
  return ['使い方: npm run cli -- <command> [options]', '', ...lines].join('\n');
}

/** Runs one staff command; returns the process exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === 'help' || name === '--help') {
    io.print(usage());
    return 0;
  }
  if (!name) {
    io.printError(usage());
    return 2;
  }
  const command = commands[name];
  if (!command) {
    io.printError(`不明なコマンドです: ${name}\n\n${usage()}`);
    return 2;
  }

  let options: Record<string, string | boolean | undefined>;
  try {
    options = parseArgs({
      args: [...rest],
      options: command.options,
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    io.printError(
      `オプションが正しくありません: ${(error as Error).message}\n使い方: npm run cli -- ${command.usage}`,
    );
    return 2;
  }

  let config;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.printError(error.message);
      return 1;
    }
    throw error;
  }

  let db: Db | undefined;
  const openDb = async () => {
    if (!db) {
      db = createDatabase(config.database);
      await migrateToLatest(db);
    }
    return db;
  };
  try {
    const context = {
      config,
      db: openDb,
      clock: io.clock ?? systemClock,
      print: io.print,
      readSecret: io.readSecret ?? (async () => ''),
    };
    await command.run(context, options);
    return 0;
  } catch (error) {
    if (error instanceof CliInputError) {
      io.printError(error.message);
      return 1;
    }
    io.printError(`エラーが発生しました: ${(error as Error).message}`);
    return 1;
  } finally {
    await db?.destroy();
  }
}
