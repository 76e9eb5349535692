import path from 'node:path';
import { dayKey, zonedTime } from '#shared/business-time.js';
import { restoreBackup, RestoreRefused } from '#server/modules/backups/restore-backup.js';
import { configuredStorage } from '#server/storage/configured-storage.js';
import { CliInputError, requiredOption, type CliCommand } from '../cli-context.js';

/** How many missing uploads are named one by one; the rest are counted. */
const namedMissing = 20;

export const backupRestore: CliCommand = {
  summary: 'バックアップからデータベースを戻します（サーバーを止めてから実行してください）',
  usage: 'backup:restore --from FILE [--data-dir DIR]',
  options: { from: { type: 'string' }, 'data-dir': { type: 'string' } },
  async run({ config, clock, print }, options) {
    if (config.database.kind !== 'sqlite') {
      throw new CliInputError(
        'PostgreSQL をお使いの場合は pg_restore で戻してください（README の「バックアップ」）',
      );
    }
    const from = path.resolve(requiredOption(options, 'from'));
    const dataDirOption = options['data-dir'];
    const dataDir = typeof dataDirOption === 'string' ? path.resolve(dataDirOption) : config.dataDir;
    const databaseFile =
      typeof dataDirOption === 'string' ? path.join(dataDir, 'app.sqlite') : config.database.file;
    const { storage, close } = await configuredStorage({ ...config, dataDir });
    let report;
    try {
      report = await restoreBackup({ from, databaseFile, storage, now: clock.now() });
    } catch (error) {
      if (error instanceof RestoreRefused) throw new CliInputError(error.message);
      throw error;
    } finally {
      close();
    }
    const madeAt = new Date(report.madeAt);
    const { counts, uploads } = report;
    print(`バックアップを戻しました: ${from} → ${databaseFile}`);
    print(
      `  バックアップの日時: ${dayKey(madeAt, config.timeZone)} ${zonedTime(madeAt, config.timeZone)} (${config.timeZone})`,
    );
    print('  整合性チェック (integrity_check): ok');
    print(`  会員: ${counts.members} 人（うち管理者 ${counts.admins} 人）`);
    print(
      `  コンテンツ: ${counts.contents} 件 / プログラム: ${counts.programs} 件 / やったよ: ${counts.activity} 件`,
    );
    print(`  アップロードファイル: ${uploads.present} 件あり、${uploads.missing.length} 件見つかりません`);
    for (const key of uploads.missing.slice(0, namedMissing)) print(`    見つかりません: ${key}`);
    if (uploads.missing.length > namedMissing) print(`    ほか ${uploads.missing.length - namedMissing} 件`);
    if (uploads.untracked > 0) {
      print(
        `  このバックアップにないアップロードファイル: ${uploads.untracked} 件（バックアップより後のもの。コンテンツで使われないままなら、未使用のファイルとして自動で削除されます）`,
      );
    }
    if (report.keptAside) print(`  それまでのデータベースは消さずに残しています: ${report.keptAside}`);
    print('  サーバーを起動してください (npm start)');
  },
};
