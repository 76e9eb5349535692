import { resetRequestProblem } from '#shared/checks/account-checks.js';
import { normalizeEmail } from '#shared/email.js';
import { createResetToken, resetLink } from '#server/modules/password-reset/reset-token-repository.js';
import { findUserByEmail } from '#server/modules/users/user-repository.js';
import { CliInputError, requiredOption, type CliCommand } from '../cli-context.js';

export const userResetPassword: CliCommand = {
  summary: 'パスワード再設定用のリンクを表示します（1時間有効・1回限り）',
  usage: 'user:reset-password --email E',
  options: { email: { type: 'string' } },
  async run({ db: openDb, clock, config, print }, options) {
    const email = normalizeEmail(requiredOption(options, 'email'));
    const problem = resetRequestProblem({ email });
    if (problem) throw new CliInputError(`${problem.message} (${email})`);
    const db = await openDb();
    const user = await findUserByEmail(db, email);
    if (!user) throw new CliInputError(`このメールアドレスの会員は見つかりません: ${email}`);
    const token = await createResetToken(db, user.id, clock.now());
    print(`パスワード再設定用のリンク (1時間有効・1回限り):`);
    print(resetLink(config.publicUrl, token));
  },
};
