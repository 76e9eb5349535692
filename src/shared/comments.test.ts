import { describe, expect, it } from 'vitest';
import { commentProblem } from './checks/comment-checks.js';
import { commentPieces, countCharacters, normalizeCommentBody } from './comments.js';
import { copy } from './copy.js';

describe('a comment as it is counted, stored and shown', () => {
  it('counts characters as a person does', () => {
    expect(countCharacters('ありがとう')).toBe(5);
    expect(countCharacters('👩‍👩‍👧')).toBe(1);
    // か + the combining voiced mark is one が.
    expect(countCharacters('か\u3099')).toBe(1);
    expect(countCharacters('🇯🇵')).toBe(1);
  });

  it('stores \\n line breaks, without control characters or the blank around the text', () => {
    expect(normalizeCommentBody('　\r\n一行目\r二行目\n\u0007三行目\t \n')).toBe('一行目\n二行目\n三行目');
  });

  it('refuses empty text and text over 1,000 characters, counting what will be stored', () => {
    expect(commentProblem({ body: ' \n　' })).toEqual({ field: 'body', message: copy.comments.bodyMissing });
    expect(commentProblem({ body: `  ${'あ'.repeat(1000)}\n\n` })).toBeNull();
    expect(commentProblem({ body: '😀'.repeat(1002) })).toEqual({
      field: 'body',
      message: copy.comments.bodyTooLong(2),
    });
  });

  it('links only http and https addresses, leaving the punctuation that ends a sentence', () => {
    expect(commentPieces('動画はこちら https://example.jp/a?b=1。ぜひ（http://example.jp/x）.')).toEqual([
      { kind: 'text', text: '動画はこちら ' },
      { kind: 'link', href: 'https://example.jp/a?b=1' },
      { kind: 'text', text: '。ぜひ（' },
      { kind: 'link', href: 'http://example.jp/x' },
      { kind: 'text', text: '）.' },
    ]);
    expect(commentPieces('javascript:alert(1) data:text/html,x <a href="https://x.jp">')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,x <a href="' },
      { kind: 'link', href: 'https://x.jp' },
      { kind: 'text', text: '">' },
    ]);
    expect(commentPieces('https:// だけ')).toEqual([{ kind: 'text', text: 'https:// だけ' }]);
  });
});
