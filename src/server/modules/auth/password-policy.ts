import { copy } from '../../../shared/copy.js';
import { limits } from '../../../shared/limits.js';
import { isCommonPassword } from './common-passwords.js';

/** The Japanese reason a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < limits.minPasswordLength) return copy.register.tooShort;
  if (isCommonPassword(password)) return copy.register.tooCommon;
  return null;
}
