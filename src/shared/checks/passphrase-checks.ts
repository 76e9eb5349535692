import { copy } from '../copy.js';
import type { FieldProblem } from './field-problem.js';

// The admin's monthly passphrase form; the server also checks the month is one it may set.

export const passphraseFields = ['passphrase'] as const;
export type PassphraseField = (typeof passphraseFields)[number];

const minPassphraseLength = 8;

/** How a passphrase is compared: full-width and half-width alike, no surrounding spaces. */
export function normalizePassphrase(passphrase: string): string {
  return passphrase.normalize('NFKC').trim();
}

/** Guessed first whatever the word lists say: digits alone (dates) and one character repeated. */
function isTrivial(normalized: string): boolean {
  return /^\d+$/.test(normalized) || new Set(normalized.toLowerCase()).size === 1;
}

/**
 * A monthly passphrase staff set (admin screen and CLI): required, at least 8 characters after
 * normalising, and not a common word. `isCommon` is the server's list of common passwords; the
 * web form checks the rest before sending.
 */
export function passphraseProblem(
  input: { passphrase: string },
  isCommon: (normalized: string) => boolean = () => false,
): FieldProblem<PassphraseField> | null {
  const normalized = normalizePassphrase(input.passphrase);
  if (normalized === '') return { field: 'passphrase', message: copy.admin.passphraseEmpty };
  if ([...normalized].length < minPassphraseLength) {
    return { field: 'passphrase', message: copy.admin.passphraseTooShort };
  }
  if (isTrivial(normalized) || isCommon(normalized)) {
    return { field: 'passphrase', message: copy.admin.passphraseTooCommon };
  }
  return null;
}
