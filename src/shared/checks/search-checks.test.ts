import { describe, expect, it } from 'vitest';
import { copy } from '../copy.js';
import { canSearch, searchMaxLength, searchProblem, searchWordsFromAddress } from './search-checks.js';

describe('search words', () => {
  it('takes an address’s words trimmed and cut where a search stops', () => {
    expect(searchWordsFromAddress(null)).toBe('');
    expect(searchWordsFromAddress('  ストレッチ　')).toBe('ストレッチ');
    expect(searchWordsFromAddress('あ'.repeat(130))).toBe('あ'.repeat(searchMaxLength));
  });

  it('never cuts an emoji in half (half of one shows as 「�」)', () => {
    const cut = searchWordsFromAddress(`a${'😀'.repeat(50)}`);
    expect(cut).toBe(`a${'😀'.repeat(49)}`);
  });

  it('refuses nine words with the message the field and the page show', () => {
    expect(searchProblem('ヨガ 朝 夜 呼吸 肩 腰 首 背中')).toBeNull();
    expect(searchProblem('ヨガ 朝 夜 呼吸 肩 腰 首 背中 脚')?.message).toBe(
      copy.member.searchTooManyWords(8),
    );
  });

  it('makes a search of some words, not of none or of nine', () => {
    expect(canSearch('ヨガ 朝')).toBe(true);
    expect(canSearch('')).toBe(false);
    expect(canSearch('ヨガ 朝 夜 呼吸 肩 腰 首 背中 脚')).toBe(false);
  });
});
