import fs from 'node:fs';
import path from 'node:path';
import { makeBackup } from '#server/modules/backups/make-backup.js';
import { configuredStorage } from '#server/storage/configured-storage.js';
import { CliInputError, requiredOption, type CliCommand } from '../cli-context.js';

export const backup: CliCommand = {
  summary: 'SQLite データベースのバックアップを作成します（サーバー稼働中でも安全です）',
  usage: 'backup --out FILE',
  options: { out: { type: 'string' } },
  async run({ config, clock, print }, options) {
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
    const { storage, close } = await configuredStorage(config);
    try {
      // The same backup as the daily one: a consistent copy while the server writes, with its uploads listed.
      const made = await makeBackup({ databaseFile: source, out, storage, now: clock.now() });
      const missing = made.uploads.filter((upload) => upload.size === null).length;
      print(`バックアップを作成しました: ${out} (${made.bytes} bytes)`);
      print(
        `  アップロードファイル: ${made.uploads.length} 件を記録しました${missing > 0 ? `（うち ${missing} 件は見つかりません）` : ''}`,
      );
    } finally {
      close();
    }
  },
};
