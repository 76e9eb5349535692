import { copy } from '../copy.js';
import { firstBlank, isBlank, type FieldProblem } from './field-problem.js';

// Entering the site (docs/product.md#accounts-and-passwords): the passphrase gate and the login form. Whether the
// passphrase and the password are right only the server knows.

export const gateFields = ['passphrase'] as const;
export type GateField = (typeof gateFields)[number];

export function gateProblem(input: { passphrase: string }): FieldProblem<GateField> | null {
  return isBlank(input.passphrase) ? { field: 'passphrase', message: copy.gate.empty } : null;
}

export const loginFields = ['email', 'password', 'passphrase'] as const;
export type LoginField = (typeof loginFields)[number];

/**
 * The e-mail and the password. The passphrase may be left empty: an admin signs in without one
 * while the month has none, and only the server knows that; for everyone else the server answers
 * with the same missing-field message, naming the passphrase.
 */
export function loginProblem(input: { email: string; password: string }): FieldProblem<LoginField> | null {
  const blank = firstBlank(input, ['email', 'password']);
  return blank ? { field: blank, message: copy.login.missingField } : null;
}
