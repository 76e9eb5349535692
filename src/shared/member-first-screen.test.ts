import { describe, expect, it } from 'vitest';
import type { ContentCard } from './schemas/contents.js';
import type { LiveOverview } from './schemas/live.js';
import {
  contentCardHtml,
  homeScreenHtml,
  listScreenHtml,
  memberFrameHtml,
  searchScreenHtml,
} from './member-first-screen.js';

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
    expect(frame('/member/new')).toContain(
      'href="/member/new" class="member-tabs__link" aria-current="page"',
    );
    expect(frame('/member/search')).not.toContain('aria-current');
    expect(frame('/member')).toContain('>A&amp;B</span>');
    expect(
      memberFrameHtml({ siteName: '<b>日和</b>', pathname: '/member', searchWords: '', main: '' }),
    ).not.toContain('<b>');
  });

  it('writes a list’s category tabs and ライブアーカイブ switch as links to the lists they choose', () => {
    const html = listScreenHtml('新着', '/member/new', { category: 'exercise', liveArchive: true }, [card]);
    // Each tab keeps the archive filter; the chosen one is marked, as the app marks it.
    expect(html).toContain('<a href="/member/new?archive=live" role="tab"');
    expect(html).toMatch(
      /<a href="\/member\/new\?category=exercise&amp;archive=live" role="tab"[^>]*aria-selected="true"/,
    );
    expect(html).toMatch(
      /<a href="\/member\/new\?category=meals&amp;archive=live" role="tab"[^>]*aria-selected="false"/,
    );
    // The switch is on: it leads to the same category without the archive filter.
    expect(html).toContain(
      '<a href="/member/new?category=exercise" role="button" class="live-archive-filter__chip" aria-pressed="true">',
    );
    const plain = listScreenHtml('新着', '/member/new', { category: null, liveArchive: false }, [card]);
    expect(plain).toContain(
      '<a href="/member/new?archive=live" role="button" class="live-archive-filter__chip" aria-pressed="false">',
    );
    expect(plain).toMatch(/<a href="\/member\/new" role="tab"[^>]*aria-selected="true"/);
  });

  it('escapes the search words in the field and in the summary', () => {
    const words = '"><img src=x>';
    const frame = memberFrameHtml({
      siteName: 'x',
      pathname: '/member/search',
      searchWords: words,
      main: '',
    });
    expect(frame).toContain('value="&quot;&gt;&lt;img src=x&gt;"');
    expect(searchScreenHtml(words, [card])).toContain('「&quot;&gt;&lt;img src=x&gt;」の検索結果');
  });
});

describe('home’s live card', () => {
  const next = {
    date: '2026-11-25',
    startsAt: '2026-11-25T12:00:00.000Z',
    endsAt: '2026-11-25T13:00:00.000Z',
    dayLabel: '11月25日(水)',
    timeLabel: '21:00〜22:00',
    isExtra: false,
    cancelled: false,
    joinOpensAt: '2026-11-25T11:45:00.000Z',
    joinOpensTime: '20:45',
  };
  const overview = (
    now: string,
    phase: LiveOverview['phase'],
    liveUrl: string | null = null,
  ): LiveOverview => ({
    now,
    phase,
    next,
    previous: null,
    upcoming: [],
    liveUrl,
    latestArchive: null,
    googleCalendarUrl: null,
  });

  it('says when, the time left on the server’s clock, and when the join button comes', () => {
    const html = homeScreenHtml(overview('2026-11-25T10:30:00.000Z', 'countdown'));
    expect(html).toContain('<span class="live-card__day">11月25日(水)</span>');
    expect(html).toContain('あと1時間30分');
    expect(html).toContain('開始15分前の20:45になると');
  });

  it('shows the join link once it opens, and says when the link is not ready', () => {
    const open = homeScreenHtml(
      overview('2026-11-25T12:05:00.000Z', 'join', 'https://live.example.jp/?a=1&b=2'),
    );
    expect(open).toContain('ただいま配信中です');
    expect(open).toContain('href="https://live.example.jp/?a=1&amp;b=2"');
    expect(homeScreenHtml(overview('2026-11-25T11:50:00.000Z', 'join'))).toContain(
      '参加用のリンクを準備しています',
    );
  });

  it('says that no lesson is planned', () => {
    expect(homeScreenHtml({ ...overview('2026-11-25T10:30:00.000Z', 'upcoming'), next: null })).toContain(
      '決まりしだいここでお知らせします',
    );
  });
});
