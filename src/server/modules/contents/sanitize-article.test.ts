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

// What the editor writes for each tool of its toolbar (and for typing "3. " and Shift+Enter),
// taken from Tiptap's getHTML() in Chromium with the editor's extensions
// (src/web/features/editor/article-extensions.ts).
const editorOutput = {
  heading1: '<h1>見出し1</h1><p></p>',
  heading2: '<h2>見出し2</h2><p></p>',
  heading3: '<h3>見出し3</h3><p></p>',
  bold: '<p><strong>太字</strong></p>',
  italic: '<p><em>斜体</em></p>',
  bulletList: '<ul><li><p>一つ目</p></li><li><p>二つ目</p></li></ul><p></p>',
  orderedList: '<ol><li><p>一つ目</p></li><li><p>二つ目</p></li></ol><p></p>',
  orderedListFrom3: '<ol start="3"><li><p>三つ目</p></li></ol><p></p>',
  lineBreak: '<p>一行目<br>二行目 &amp; &lt;記号&gt; "引用"</p>',
  link: '<p><a target="_blank" rel="noopener noreferrer" href="https://example.jp/sayu?a=1&amp;b=2">詳しくはこちら</a></p>',
  image: '<img src="/uploads/images/3f2a-b1.webp" alt="" width="320" height="200"><p></p>',
};

/** The same markup: sanitize-html closes void elements XHTML-style (`<br />`), browsers do not. */
const sameMarkup = (html: string) => html.replaceAll(' />', '>');

describe('the editor and the sanitizer', () => {
  it.each(Object.entries(editorOutput))('keep what the editor writes for %s unchanged', (_tool, html) => {
    expect(sameMarkup(sanitizeArticle(html))).toBe(html);
  });

  it('keep a whole article using every tool unchanged', () => {
    const article = Object.values(editorOutput).join('');
    expect(sameMarkup(sanitizeArticle(article))).toBe(article);
  });
});

describe('article helpers', () => {
  it('finds the uploaded images an article uses', () => {
    expect(
      uploadedImageKeys('<img src="/uploads/images/a-1.webp"><img src="https://x.example/b.jpg">'),
    ).toEqual(['images/a-1.webp']);
  });
});
