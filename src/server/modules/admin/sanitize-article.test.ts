import { describe, expect, it } from 'vitest';
import { sanitizeArticle, uploadedImageKeys } from './sanitize-article.js';

describe('sanitizeArticle', () => {
  it('keeps what the editor makes', () => {
    const html =
      '<h2>見出し</h2><p><strong>太字</strong>と<em>斜体</em><br />改行</p><ul><li>一</li></ul><ol><li>二</li></ol>' +
      '<img src="/uploads/images/3f2a-b1.webp" alt="写真" />';
    expect(sanitizeArticle(html)).toBe(html);
  });

  it('opens links safely in a new tab', () => {
    expect(sanitizeArticle('<a href="https://example.jp/a">外部</a>')).toBe(
      '<a href="https://example.jp/a" target="_blank" rel="noopener noreferrer">外部</a>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>本文</p>', '<p>本文</p>'],
    ['<p onclick="alert(1)">本文</p>', '<p>本文</p>'],
    ['<a href="javascript:alert(1)">罠</a>', '<a target="_blank" rel="noopener noreferrer">罠</a>'],
    ['<img src="http://tracker.example/p.gif">', ''],
    ['<img src="/etc/passwd">', ''],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
    ['<h4>小見出し</h4>', '小見出し'],
    ['<p style="color:red">色</p>', '<p>色</p>'],
  ])('removes what it must not keep: %s', (input, expected) => {
    expect(sanitizeArticle(input)).toBe(expected);
  });

  it('keeps https images from elsewhere, as decided', () => {
    expect(sanitizeArticle('<img src="https://images.example/a.jpg">')).toBe(
      '<img src="https://images.example/a.jpg" />',
    );
  });
});

describe('article helpers', () => {
  it('finds the uploaded images an article uses', () => {
    expect(
      uploadedImageKeys('<img src="/uploads/images/a-1.webp"><img src="https://x.example/b.jpg">'),
    ).toEqual(['images/a-1.webp']);
  });
});
