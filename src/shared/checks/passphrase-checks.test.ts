import { describe, expect, it } from 'vitest';
import { copy } from '../copy.js';
import { normalizePassphrase, passphraseProblem } from './passphrase-checks.js';
import { fieldProblem } from '#tests/support/field-problem.js';

describe('passphraseProblem', () => {
  it.each([['はなみずき2026'], ['ひまわりおちゃ3829'], ['  ｓａｋｕｒａ－ｍｏｃｈｉ  ']])(
    'accepts %j',
    (passphrase) => {
      expect(passphraseProblem({ passphrase })).toBeNull();
    },
  );

  it.each([
    ['', copy.admin.passphraseEmpty],
    ['   ', copy.admin.passphraseEmpty],
    ['もみじ2026', copy.admin.passphraseTooShort],
    // Seven characters once the full-width letters are half-width and the spaces trimmed.
    [' ａｂｃｄ１２３ ', copy.admin.passphraseTooShort],
    ['20261201', copy.admin.passphraseTooCommon],
    ['ああああああああ', copy.admin.passphraseTooCommon],
    ['AAAAaaaa', copy.admin.passphraseTooCommon],
  ])('refuses %j', (passphrase, message) => {
    expect(passphraseProblem({ passphrase })).toEqual({ field: 'passphrase', message });
  });

  it('refuses what the common list names, normalised', () => {
    const seen: string[] = [];
    const isCommon = (word: string) => {
      seen.push(word);
      return word === 'sunshine12';
    };
    expect(passphraseProblem({ passphrase: ' ｓｕｎｓｈｉｎｅ１２ ' }, isCommon)).toEqual(
      fieldProblem('passphrase', copy.admin.passphraseTooCommon),
    );
    expect(seen).toEqual(['sunshine12']);
  });
});

describe('normalizePassphrase', () => {
  it.each([
    ['クモカメ5839', 'くもかめ5839'],
    // Half-width katakana and full-width digits: NFKC first, then the kana fold.
    ['ｸﾓｶﾒ５８３９', 'くもかめ5839'],
    ['ヴァイオリン', 'ゔぁいおりん'],
    ['  くもカメ5839 ', 'くもかめ5839'],
  ])('reads %j as %j', (typed, normalized) => {
    expect(normalizePassphrase(typed)).toBe(normalized);
  });

  it('keeps what has no hiragana twin, and the long vowel mark', () => {
    expect(normalizePassphrase('ヷラーメン')).toBe('ヷらーめん');
  });

  it('leaves letters as typed: case still counts', () => {
    expect(normalizePassphrase('Sakura')).toBe('Sakura');
  });
});
