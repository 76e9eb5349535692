import { setupProblem } from '#shared/checks/account-checks.js';
import { normalizeEmail } from '#shared/email.js';
import { commonPasswordProblem } from '#server/modules/auth/password-policy.js';
import { CliInputError, requiredOption, type CliContext, type CliOptions } from '../cli-context.js';

/**
 * The e-mail and password of a new account, checked by the same rules as the setup screen. Without
 * --password the password is asked for on standard input, so it stays out of shell history.
 */
export async function accountInput(
  options: CliOptions,
  context: Pick<CliContext, 'readSecret'>,
): Promise<{ email: string; password: string }> {
  const email = requiredOption(options, 'email');
  const password =
    typeof options.password === 'string' ? options.password : await context.readSecret('パスワード: ');
  if (password.trim() === '')
    throw new CliInputError(
      'パスワードを --password で指定するか、標準入力から入力してください（--password を省くと標準入力から読みます）',
    );
  const problem = setupProblem({ email, password }) ?? commonPasswordProblem(password, 'password');
  if (problem) {
    throw new CliInputError(problem.field === 'email' ? `${problem.message} (${email})` : problem.message);
  }
  return { email: normalizeEmail(email), password };
}
