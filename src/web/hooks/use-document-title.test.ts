import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from './use-document-title';

describe('formatDocumentTitle', () => {
  it('puts the screen first and the site name last', () => {
    expect(formatDocumentTitle('ログイン', 'からだ日和')).toBe('ログイン | からだ日和');
  });

  it('uses the site name alone when the screen has no title', () => {
    expect(formatDocumentTitle(undefined, 'からだ日和')).toBe('からだ日和');
  });
});
