import { monthKeyPattern } from '#shared/business-time.js';
import { copy } from '#shared/copy.js';
import { passphraseProblem } from '#shared/checks/passphrase-checks.js';
import { isCommonPassword } from '#server/common-passwords.js';
import { listPassphrases, savePassphrase } from '#server/modules/passphrases/passphrase-repository.js';
import { CliInputError, requiredOption, type CliCommand } from '../cli-context.js';

export const passphraseSet: CliCommand = {
  summary: '指定した月の合言葉を設定します（設定済みなら置き換えます）',
  usage: 'passphrase:set --month YYYY-MM --passphrase P',
  options: { month: { type: 'string' }, passphrase: { type: 'string' } },
  async run({ db: openDb, clock, print }, options) {
    const month = requiredOption(options, 'month');
    if (!monthKeyPattern.test(month)) {
      throw new CliInputError(
        `--month は YYYY-MM の形で指定してください (例: 2026-12)。指定された値: ${month}`,
      );
    }
    const passphrase = requiredOption(options, 'passphrase');
    // The admin screen's rules: at least 8 characters and not a common word.
    const problem = passphraseProblem({ passphrase }, isCommonPassword);
    if (problem) throw new CliInputError(problem.message);
    const db = await openDb();
    const ended = await savePassphrase(db, month, passphrase, clock.now());
    print(`${month} の合言葉を保存しました`);
    if (ended > 0) print(copy.admin.guestSessionsEnded(ended));
  },
};

export const passphraseList: CliCommand = {
  summary: '月ごとの合言葉を一覧表示します',
  usage: 'passphrase:list',
  options: {},
  async run({ db: openDb, print }) {
    const db = await openDb();
    const rows = await listPassphrases(db);
    if (rows.length === 0) {
      print('合言葉はまだ設定されていません');
      return;
    }
    for (const row of rows) print(`${row.month}\t${row.passphrase}`);
  },
};
