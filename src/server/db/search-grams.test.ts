import { describe, expect, it } from 'vitest';
import { searchGrams, searchTokenQuery, searchTokens, wordGrams } from './search-grams.js';

describe('search grams', () => {
  it('holds every character and every neighbouring pair, never across spaces', () => {
    expect(searchGrams('ヨガ 10分\nyoga').sort()).toEqual(
      ['ヨ', 'ガ', 'ヨガ', '1', '0', '分', '10', '0分', 'y', 'o', 'g', 'a', 'yo', 'og', 'ga'].sort(),
    );
  });

  it('counts characters as code points, as PostgreSQL does', () => {
    expect(searchGrams('𩸽の')).toEqual(['𩸽', '𩸽の', 'の']);
    expect(wordGrams('𩸽')).toEqual(['𩸽']);
  });

  it('asks for a one-character word itself and for a longer word all of its pairs', () => {
    expect(wordGrams('腰')).toEqual(['腰']);
    expect(wordGrams('ストレッチ')).toEqual(['スト', 'トレ', 'レッ', 'ッチ']);
    expect(wordGrams('ままま')).toEqual(['まま']);
  });

  it('spells grams as tokens that no tokenizer rule can split or fold', () => {
    expect(searchTokens('a%')).toBe('61 6125 25');
    expect(searchTokenQuery(['a%'])).toBe('"6125"');
  });

  it('finds every gram a word needs among the grams of any text containing it', () => {
    const text = '椅子に座ってできるストレッチ\n100%続けられる';
    const held = new Set(searchGrams(text));
    for (const word of ['座って', 'ッチ', '0%', '%', 'る', 'ストレッチ', '100%続け']) {
      expect(
        wordGrams(word).every((gram) => held.has(gram)),
        word,
      ).toBe(true);
    }
  });
});
