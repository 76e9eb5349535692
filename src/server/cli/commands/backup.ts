import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { privateFileMode } from '#server/private-files.js';
import { CliInputError, requiredOption, type CliCommand } from '../cli-context.js';

export const backup: CliCommand = {
  summary: 'SQLite データベースのバックアップを作成します（サーバー稼働中でも安全です）',
  usage: 'backup --out FILE',
  options: { out: { type: 'string' } },
  async run({ config, print }, options) {
    if (config.database.kind !== 'sqlite') {
      throw new CliInputError('PostgreSQL をお使いの場合は pg_dump でバックアップしてください');
    }
    const source = config.database.file;
    if (!fs.existsSync(source)) throw new CliInputError(`データベースが見つかりません: ${source}`);
    const out = path.resolve(requiredOption(options, 'out'));
    if (out === path.resolve(source))
      throw new CliInputError('--out にはデータベースとは別のファイルを指定してください');
    if (fs.existsSync(out)) throw new CliInputError(`--out のファイルはすでに存在します: ${out}`);
    if (!fs.existsSync(path.dirname(out)))
      throw new CliInputError(`保存先のフォルダがありません: ${path.dirname(out)}`);
    // SQLite's online backup copies a consistent snapshot even while the server writes.
    const database = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      // Made first, for the server's user only: the copy holds every account and passphrase.
      fs.closeSync(fs.openSync(out, 'wx', privateFileMode));
      await database.backup(out);
    } catch (error) {
      fs.rmSync(out, { force: true });
      throw error;
    } finally {
      database.close();
    }
    print(`バックアップを作成しました: ${out} (${fs.statSync(out).size} bytes)`);
  },
};
