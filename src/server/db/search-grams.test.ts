import { describe, expect, it } from 'vitest';
import {
  searchGrams,
  searchGramsColumn,
  searchTokenChanges,
  searchTokenQuery,
  searchTokens,
  titleGrams,
  titleMark,
  wordGrams,
} from './search-grams.js';

describe('search grams', () => {
  it('holds every run of one to three characters, never across spaces, and the title’s apart', () => {
    expect(searchGrams('ヨガ\n10分 yo').sort()).toEqual(
      [
        ...['ヨ', 'ガ', 'ヨガ'].flatMap((gram) => [gram, titleMark + gram]),
        ...['1', '0', '分', '10', '0分', '10分', 'y', 'o', 'yo'],
      ].sort(),
    );
  });

  it('counts characters as code points, as PostgreSQL does', () => {
    expect(searchGrams('x\n𩸽の')).toContain('𩸽の');
    expect(wordGrams('𩸽')).toEqual(['𩸽']);
  });

  it('asks for a word of one or two characters itself and for a longer word all of its runs of three', () => {
    expect(wordGrams('腰')).toEqual(['腰']);
    expect(wordGrams('よが')).toEqual(['よが']);
    expect(wordGrams('すとれつち')).toEqual(['すとれ', 'とれつ', 'れつち']);
    expect(wordGrams('まままま')).toEqual(['ままま']);
  });

  it('spells grams as tokens that no tokenizer rule can split or fold, a title’s with a "t"', () => {
    expect(searchTokens('a%')).toBe('61 6125 25 t61 t6125 t25');
    expect(searchTokenQuery(['a%'])).toBe('"6125"');
    expect(searchTokenQuery(titleGrams(['a%']))).toBe('"t6125"');
  });

  it('spells as tokens exactly the grams searchGrams makes, and PostgreSQL stores them space apart', () => {
    const text = 'すとれつち入門 𩸽の100%\n肩こり 朝 ヨガ、ａbc\n足首を回す';
    const grams = searchGrams(text);
    const asTokens = searchTokens(text).split(' ');
    expect(new Set(asTokens)).toEqual(new Set(grams.map((gram) => searchTokenQuery([gram]).slice(1, -1))));
    expect(asTokens).toHaveLength(grams.length);
    expect(searchGramsColumn(text).split(' ')).toEqual(grams);
  });

  it('finds every gram a word needs among the grams of any text containing it', () => {
    const text = 'いすに座つてできるすとれつち\n100%続けられる';
    const held = new Set(searchGrams(text));
    for (const word of ['座つて', 'つち', '0%', '%', 'る', 'すとれつち', '100%続け']) {
      expect(
        wordGrams(word).every((gram) => held.has(gram)),
        word,
      ).toBe(true);
    }
    expect(titleGrams(wordGrams('すとれつち')).every((gram) => held.has(gram))).toBe(true);
    expect(titleGrams(wordGrams('続け')).every((gram) => held.has(gram))).toBe(false);
  });

  it('names the tokens an edit adds and takes away, and no others', () => {
    const before = new Set(searchTokens('ヨガ 朝').split(' '));
    const after = new Set(searchTokens('ヨガ 夜').split(' '));
    const changes = JSON.parse(searchTokenChanges('ヨガ 朝', 'ヨガ 夜')) as [string, number][];
    expect(
      changes
        .filter(([, change]) => change === 1)
        .map(([token]) => token)
        .sort(),
    ).toEqual([...after].filter((token) => !before.has(token)).sort());
    expect(
      changes
        .filter(([, change]) => change === -1)
        .map(([token]) => token)
        .sort(),
    ).toEqual([...before].filter((token) => !after.has(token)).sort());
    expect(JSON.parse(searchTokenChanges('', 'ヨガ'))).toHaveLength(searchTokens('ヨガ').split(' ').length);
    expect(JSON.parse(searchTokenChanges('ヨガ', 'ヨガ'))).toEqual([]);
  });
});
