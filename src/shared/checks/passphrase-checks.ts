import { copy } from '../copy.js';
import { isBlank, type FieldProblem } from './field-problem.js';

// The admin's monthly passphrase form; the server also checks the month is one it may set.

export const passphraseFields = ['passphrase'] as const;
export type PassphraseField = (typeof passphraseFields)[number];

export function passphraseProblem(input: { passphrase: string }): FieldProblem<PassphraseField> | null {
  return isBlank(input.passphrase) ? { field: 'passphrase', message: copy.admin.passphraseEmpty } : null;
}
