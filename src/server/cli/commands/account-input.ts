import { isValidEmail, normalizeEmail } from '../../../shared/email.js';
import { passwordProblem } from '../../modules/auth/password-policy.js';
import { CliInputError, requiredOption, type CliOptions } from '../cli-context.js';

/** The e-mail and password of a new account, checked by the same rules as the web forms. */
export function accountInput(options: CliOptions): { email: string; password: string } {
  const email = requiredOption(options, 'email');
  const password = options.password;
  if (typeof password !== 'string' || password === '')
    throw new CliInputError('--password を指定してください');
  if (!isValidEmail(email)) throw new CliInputError(`有効なメールアドレスを入力してください (${email})`);
  const problem = passwordProblem(password);
  if (problem) throw new CliInputError(problem);
  return { email: normalizeEmail(email), password };
}
