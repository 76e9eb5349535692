import { describe, expect, it } from 'vitest';
import { passphraseProblem } from '#shared/checks/passphrase-checks.js';
import { isCommonPassword } from '#server/common-passwords.js';
import { suggestionWords, suggestPassphrase } from './passphrase-suggestion.js';

describe('passphrase suggestions', () => {
  it('draw from 128 different words of plain hiragana, without small kana', () => {
    expect(new Set(suggestionWords).size).toBe(128);
    for (const word of suggestionWords) expect(word).toMatch(/^[あ-んが-ぽ]{2,4}$/);
    for (const word of suggestionWords) expect(word).not.toMatch(/[ぁぃぅぇぉっゃゅょゎー]/);
  });

  it('are two different words and four digits that the passphrase rules accept', () => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const suggestion = suggestPassphrase();
      const match = /^(\D+)(\d{4})$/.exec(suggestion);
      expect(match).not.toBeNull();
      const words = suggestionWords.filter((word) => match![1]!.startsWith(word));
      expect(
        words.some((first) =>
          suggestionWords.some((second) => second !== first && `${first}${second}` === match![1]),
        ),
      ).toBe(true);
      expect(passphraseProblem({ passphrase: suggestion }, isCommonPassword)).toBeNull();
    }
  });
});
