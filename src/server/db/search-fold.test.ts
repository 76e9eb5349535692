import { describe, expect, it } from 'vitest';
import { articlePlainText, foldForSearch, searchDocument, searchWords } from './search-fold.js';

describe('folding text for search', () => {
  it('reads hiragana and katakana as the same', () => {
    expect(foldForSearch('すとれっち')).toBe(foldForSearch('ストレッチ'));
    expect(foldForSearch('ヨガ')).toBe('よが');
  });

  it('reads small kana as big ones and leaves out the long vowel mark', () => {
    for (const spelling of ['ウォーキング', 'うぉーきんぐ', 'ウオキング', 'ｳｫｰｷﾝｸﾞ']) {
      expect(foldForSearch(spelling), spelling).toBe('うおきんぐ');
    }
    expect(foldForSearch('フィットネス')).toBe(foldForSearch('ふいつとねす'));
  });

  it('keeps full-width and half-width, capitals and small letters alike', () => {
    expect(foldForSearch('１０分ＹＯＧＡ')).toBe('10分yoga');
    expect(foldForSearch('ｽﾄﾚｯﾁ')).toBe(foldForSearch('ストレッチ'));
  });

  it('leaves kanji and other letters as they are, and spaces as one', () => {
    expect(foldForSearch('  足首\tを\n回す  ')).toBe('足首 を 回す');
    expect(foldForSearch('𩸽')).toBe('𩸽');
  });
});

describe('article text', () => {
  it('is the words without markup, entities read, image descriptions kept', () => {
    const html =
      '<h2>足首&amp;ひざ</h2><p>毎日<strong>5分</strong>&#12290;<br>続けます</p><img src="/uploads/images/a.webp" alt="足首を回す図">';
    const text = articlePlainText(html);
    expect(text).not.toMatch(/[<>]/);
    expect(text.replace(/\s+/g, ' ').trim()).toBe('足首&ひざ 毎日 5分 。 続けます 足首を回す図');
  });
});

describe('the search document', () => {
  it('is the folded title on its first line, then the description and the article text', () => {
    expect(
      searchDocument({
        title: 'ストレッチ入門',
        description: 'ゆっくり',
        body: '<p>足首を<em>回す</em></p>',
      }),
    ).toBe('すとれつち入門\nゆつくり\n足首を 回す');
    expect(searchDocument({ title: 'ヨガ', description: '', body: null })).toBe('よが\n\n');
  });

  it('splits a query into distinct folded words', () => {
    expect(searchWords(' ストレッチ　すとれっち 足首 ')).toEqual(['すとれつち', '足首']);
    expect(searchWords('ー')).toEqual([]);
  });
});
