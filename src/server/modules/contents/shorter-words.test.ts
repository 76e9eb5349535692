import { describe, expect, it } from 'vitest';
import { shorterWords } from './content-search-repository.js';

// What the empty search page offers to try instead (before asking which of them find anything).
describe('shorter words to try when a search finds nothing', () => {
  it('offers each of several words alone', () => {
    expect(shorterWords('肩こり  足首')).toEqual(['肩こり', '足首']);
  });

  it('leaves out two kana cut from a longer run of kana', () => {
    // きん is inside スキンケア: nothing to do with 筋肉.
    expect(shorterWords('きんにく')).toEqual([]);
    // ウォー reads as うお, two characters, when searched.
    expect(shorterWords('ウォーキング')).toEqual(['キング']);
  });

  it('keeps kana that stand whole beside kanji, and kanji pieces', () => {
    expect(shorterWords('ヨガ教室')).toEqual(['ヨガ', '教室']);
    expect(shorterWords('ひざ痛')).toEqual(['ひざ', '痛']);
    expect(shorterWords('大豆イソフラボン')).toEqual(['大豆イソ', 'フラボン', '大豆']);
  });

  it('keeps three kana or more, and the first and last two of a long word when they are not kana cut short', () => {
    expect(shorterWords('ストレッチ体操教室')).toEqual(['ストレッチ', '体操教室', '教室']);
    expect(shorterWords('すとれっち')).toEqual(['すとれ']);
  });

  it('reads half-width katakana as full-width', () => {
    expect(shorterWords('ﾖｶﾞ教室')).toEqual(['ヨガ', '教室']);
  });
});
