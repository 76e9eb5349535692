import { copy } from '../copy.js';
import type { FieldProblem } from './field-problem.js';

// The admin's monthly passphrase form; the server also checks the month is one it may set.

export const passphraseFields = ['passphrase'] as const;
export type PassphraseField = (typeof passphraseFields)[number];

const minPassphraseLength = 8;

// Katakana ァ (U+30A1) to ヶ (U+30F6) sit 0x60 above their hiragana twins ぁ to ゖ.
const katakana = /[\u30a1-\u30f6]/g;
const kanaOffset = 0x60;

/**
 * How a passphrase is compared: full-width and half-width alike, katakana read as hiragana, no
 * surrounding spaces. Staff say the word aloud or in chat (くもかめ5839); a phone's kana keyboard
 * may turn it into クモカメ on one stray tap of a suggestion, which is the same word to her. The
 * fold costs little guessing strength: the suggested words are hiragana anyway.
 */
export function normalizePassphrase(passphrase: string): string {
  return passphrase
    .normalize('NFKC')
    .trim()
    .replace(katakana, (kana) => String.fromCharCode(kana.charCodeAt(0) - kanaOffset));
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
