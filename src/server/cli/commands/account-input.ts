import { setupProblem } from '../../../shared/checks/account-checks.js';
import { isBlank } from '../../../shared/checks/field-problem.js';
import { normalizeEmail } from '../../../shared/email.js';
import { commonPasswordProblem } from '../../modules/auth/password-policy.js';
import { CliInputError, requiredOption, type CliOptions } from '../cli-context.js';

/** The e-mail and password of a new account, checked by the same rules as the setup screen. */
export function accountInput(options: CliOptions): { email: string; password: string } {
  const email = requiredOption(options, 'email');
  const password = options.password;
  if (typeof password !== 'string' || isBlank(password)) {
    throw new CliInputError('--password を指定してください');
  }
  const problem = setupProblem({ email, password }) ?? commonPasswordProblem(password, 'password');
  if (problem) {
    throw new CliInputError(problem.field === 'email' ? `${problem.message} (${email})` : problem.message);
  }
  return { email: normalizeEmail(email), password };
}
