import { copy } from '../../../shared/copy.js';
import { isValidEmail } from '../../../shared/email.js';
import { limits } from '../../../shared/limits.js';

// The checks the screens make before asking the server (docs/product.md#accounts-and-passwords).
// The server makes them again; these only spare a round trip and answer in the same words.

const blank = (value: string) => value.trim() === '';

export function gateProblem(passphrase: string): string | null {
  return blank(passphrase) ? copy.gate.empty : null;
}

/**
 * The passphrase may be left empty: an admin signs in without one while the month has none, and
 * only the server knows that. For everyone else the server answers with the same missing-field message.
 */
export function loginProblem({ email, password }: { email: string; password: string }): string | null {
  return blank(email) || blank(password) ? copy.login.missingField : null;
}

type RegisterInput = { email: string; password: string; passwordConfirm: string; passphrase: string };

/** In the seed's order: all four fields, then the confirmation, the length, the e-mail pattern. */
export function registerProblem(input: RegisterInput): string | null {
  if ([input.email, input.password, input.passwordConfirm, input.passphrase].some(blank)) {
    return copy.register.missingField;
  }
  if (input.password !== input.passwordConfirm) return copy.register.mismatch;
  if (input.password.length < limits.minPasswordLength) return copy.register.tooShort;
  if (!isValidEmail(input.email)) return copy.register.badEmail;
  return null;
}

export function resetRequestProblem(email: string): string | null {
  if (blank(email)) return copy.reset.emailMissing;
  if (!isValidEmail(email)) return copy.register.badEmail;
  return null;
}

export function newPasswordProblem({
  password,
  passwordConfirm,
}: {
  password: string;
  passwordConfirm: string;
}): string | null {
  if (blank(password) || blank(passwordConfirm)) return copy.register.missingField;
  if (password !== passwordConfirm) return copy.register.mismatch;
  if (password.length < limits.minPasswordLength) return copy.register.tooShort;
  return null;
}

/** Same order as registration: both fields, the length, then the e-mail pattern. */
export function setupProblem({ email, password }: { email: string; password: string }): string | null {
  if (blank(email) || blank(password)) return copy.setup.missing;
  if (password.length < limits.minPasswordLength) return copy.register.tooShort;
  if (!isValidEmail(email)) return copy.register.badEmail;
  return null;
}
