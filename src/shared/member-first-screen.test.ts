import { describe, expect, it } from 'vitest';
import type { ContentCard } from './schemas/contents.js';
import { contentCardHtml, memberFrameHtml, searchScreenHtml } from './member-first-screen.js';

const card: ContentCard = {
  id: 'a/b?c',
  title: '<script>alert(1)</script>',
  category: 'meals',
  type: 'video',
  date: '2026-11-21',
  description: '',
  thumbnailUrl: '/uploads/x.webp" onload="alert(1)',
  viewCount: 12,
  badges: { new: true, featured: false, popular: true },
  liveLessonDate: null,
};

describe('member first screen templates', () => {
  it('writes a card’s title, address and picture as text, never as markup', () => {
    const html = contentCardHtml(card);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).toContain('href="/member/content/a%2Fb%3Fc"');
    expect(html).toContain('src="/uploads/x.webp&quot; onload=&quot;alert(1)"');
    expect(html).toContain('<time datetime="2026-11-21">2026年11月21日</time>');
    expect(html).toContain('>新着</span>');
    expect(html).toContain('>人気</span>');
    expect(html).not.toContain('>注目</span>');
  });

  it('marks the current tab as the app does: home only on /member itself, a list on its sub-pages too', () => {
    const frame = (pathname: string) =>
      memberFrameHtml({ siteName: 'A&B', pathname, searchWords: '', main: '' });
    expect(frame('/member')).toContain('href="/member" class="member-tabs__link" aria-current="page"');
    expect(frame('/member/new')).not.toContain('href="/member" class="member-tabs__link" aria-current');
    expect(frame('/member/new')).toContain('href="/member/new" class="member-tabs__link" aria-current="page"');
    expect(frame('/member/search')).not.toContain('aria-current');
    expect(frame('/member')).toContain('>A&amp;B</span>');
  });

  it('escapes the search words in the field and in the summary', () => {
    const words = '"><img src=x>';
    const frame = memberFrameHtml({ siteName: 'x', pathname: '/member/search', searchWords: words, main: '' });
    expect(frame).toContain('value="&quot;&gt;&lt;img src=x&gt;"');
    expect(searchScreenHtml(words, [card])).toContain('「&quot;&gt;&lt;img src=x&gt;」の検索結果');
  });
});
