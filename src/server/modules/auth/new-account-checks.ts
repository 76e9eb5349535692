import { copy } from '../../../shared/copy.js';
import { isValidEmail } from '../../../shared/email.js';
import { HttpError } from '../../http-error.js';
import { passwordProblem } from './password-policy.js';

/**
 * Checks a new account's or a new password's fields in the product's order
 * (docs/product.md#accounts-and-passwords):
 * required → confirmation matches → at least 6 characters → e-mail pattern; then not a common password.
 * Fields left out (no e-mail on a password reset, no confirmation at setup) are not checked.
 */
export function checkNewAccount(input: {
  email?: string;
  password: string;
  passwordConfirm?: string;
  missingMessage: string;
}): void {
  const required = [input.email, input.password, input.passwordConfirm].filter(
    (value) => value !== undefined,
  );
  if (required.some((value) => value.trim() === '')) throw new HttpError(400, input.missingMessage);
  if (input.passwordConfirm !== undefined && input.password !== input.passwordConfirm) {
    throw new HttpError(400, copy.register.mismatch);
  }
  const problem = passwordProblem(input.password);
  if (problem === copy.register.tooShort) throw new HttpError(400, problem);
  if (input.email !== undefined && !isValidEmail(input.email))
    throw new HttpError(400, copy.register.badEmail);
  if (problem) throw new HttpError(400, problem);
}
