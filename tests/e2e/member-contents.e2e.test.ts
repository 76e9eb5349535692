import type { Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import { sampleContents } from '#server/modules/samples/sample-contents.js';
import { apiPaths } from '#shared/api-paths.js';
import { categoryLabels } from '#shared/categories.js';
import { copy } from '#shared/copy.js';
import { limits } from '#shared/limits.js';
import type { ContentCard, ContentPage, HomeFeed } from '#shared/schemas/contents.js';
import { formatDay } from '../../src/web/lib/format-date.js';
import { enterAsGuest, setViewCount, signInThroughApi } from '../support/e2e/app-data.js';
import { test as e2eTest } from '../support/e2e/fixtures.js';
import { fetchContent, waitForLoaded, withoutFirstAnswers } from '../support/e2e/member-area.js';
import {
  desktop,
  expectPathname,
  expectVisible,
  pageHeading,
  phone,
  requestsTo,
} from '../support/e2e/screen.js';
import { iframeApiUrl, serveYouTubeStandIn, widgetScriptUrl } from '../support/e2e/youtube-stand-in.js';

// Home feed, lists with category tabs, cards, content detail (video and article), views and
// search, walked as a member and as a guest on a phone and on a desktop. The tests only look
// around, so the file shares one member and one guest (see fixtures.ts); the two that count views
// have visitors of their own.
const test = e2eTest
  .extend('shareProfiles', true)
  /**
   * A visitor of the test's own, for the tests that count views: a session's view of a content
   * counts once in 30 minutes, so a shared visitor would see another test's visit.
   */
  .extend('ownVisitorPage', ({ newContext, newAccount }) => async (visitor: 'member' | 'guest') => {
    const context = await newContext();
    if (visitor === 'member') await signInThroughApi(context, await newAccount({ name: 'reader' }));
    else await enterAsGuest(context);
    return context.newPage();
  });

const sample = (id: string) => sampleContents.find((content) => content.id === id)!;
const youtubeHosts = /(^|\.)(youtube-nocookie\.com|youtube\.com|ytimg\.com|googlevideo\.com)$/;

describe('member area: feed, lists, contents and search', () => {
  test.afterEach(({ pageErrors, foreignRequests }) => {
    expect(pageErrors).toEqual([]);
    // Placeholders are drawn here and the player waits for a press: nothing else is ever asked for.
    expect(foreignRequests).toEqual([]);
  });

  const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
  const cardTitles = (scope: { getByRole: Page['getByRole'] }) =>
    scope.getByRole('article').getByRole('link').allTextContents();
  const viewCounts = async (page: Page) =>
    (await page.getByRole('article').allTextContents()).map((text) => Number(/(\d+)回視聴/.exec(text)?.[1]));

  test.for([phone, desktop])(
    'home ($name): three sections of up to four cards in the order of the feed, each with もっと見る',
    async (viewport, { memberPage: page }) => {
      await page.setViewportSize(viewport);
      const feed = (await (await page.context().request.get(apiPaths.feed)).json()) as HomeFeed;
      await page.goto('/member');
      await expectVisible(pageHeading(page, copy.member.homeHeading));
      const sections = [
        ['new', copy.member.sections.new],
        ['featured', copy.member.sections.featured],
        ['popular', copy.member.sections.popular],
      ] as const;
      for (const [key, heading] of sections) {
        await expectVisible(region(page, heading).getByRole('heading', { level: 2, name: heading }));
        await waitForLoaded(page);
        const titles = await cardTitles(region(page, heading));
        expect(titles.length).toBeGreaterThan(0);
        expect(titles.length).toBeLessThanOrEqual(4);
        expect(titles).toEqual(feed[key].map((card) => card.title));
      }

      // Header tabs and bottom navigation mark where we are.
      const headerTab = (name: string) =>
        page
          .getByRole('navigation', { name: copy.member.headerNavLabel })
          .getByRole('link', { name, exact: true });
      const bottomItem = (name: string) =>
        page
          .getByRole('navigation', { name: copy.member.bottomNavLabel })
          .getByRole('link', { name, exact: true });
      expect(await headerTab(copy.member.headerTabs.top).getAttribute('aria-current')).toBe('page');
      expect(await bottomItem(copy.member.bottomNav.home).getAttribute('aria-current')).toBe('page');

      await region(page, copy.member.sections.featured).getByRole('link', { name: copy.member.more }).click();
      await expectPathname(page, '/member/featured');
      await expectVisible(pageHeading(page, copy.member.listHeadings.featured));
      expect(await headerTab(copy.member.headerTabs.featured).getAttribute('aria-current')).toBe('page');
      expect(await bottomItem(copy.member.bottomNav.featured).getAttribute('aria-current')).toBe('page');
      expect(await headerTab(copy.member.headerTabs.top).getAttribute('aria-current')).toBeNull();

      // The logo goes home.
      await page.getByRole('link', { name: copy.site.defaultName }).click();
      await expectPathname(page, '/member');
    },
  );

  test('the home page comes with its session and feed: the first screen asks the API for neither', async ({
    memberPage: page,
  }) => {
    await page.setViewportSize(phone);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/member');
    await expectVisible(region(page, copy.member.sections.new).getByRole('article').first());
    await waitForLoaded(page);
    expect(asked).not.toContain(apiPaths.feed);
    expect(asked).not.toContain(apiPaths.session);
  });

  test('a card shows the picture, title, date, category, type, badges and views, and opens on a tap anywhere', async ({
    memberPage: page,
    appServer,
  }) => {
    await page.setViewportSize(phone);
    // Samples start at 0 views: this one is watched enough to be 人気 (answers are kept up to 1 s).
    setViewCount('sample-01', limits.popularBadgeViews + 20, appServer.dataDir);
    let card: ContentCard | undefined;
    await expect
      .poll(async () => {
        const feed = (await (await page.context().request.get(apiPaths.feed)).json()) as HomeFeed;
        card = feed.new.find((candidate) => candidate.id === 'sample-01');
        return card?.badges.popular;
      })
      .toBe(true);
    if (!card) throw new Error('sample-01 is not in the feed');
    await page.goto('/member');
    const article = region(page, copy.member.sections.new)
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: card.title, exact: true }) });
    await expectVisible(article);
    const text = await article.textContent();
    for (const expected of [
      formatDay(card.date),
      categoryLabels[card.category],
      copy.member.types.video,
      copy.member.badges.new,
      copy.member.badges.featured,
      copy.member.badges.popular,
      copy.member.viewCount(card.viewCount),
    ]) {
      expect(text).toContain(expected);
    }
    expect(formatDay(card.date)).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    // No stored picture: the local placeholder, with its room kept (16:9).
    const picture = article.locator('.thumbnail');
    const box = (await picture.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    expect(await article.locator('img').count()).toBe(0);

    // Sample-02 has no 注目 or 人気 badge.
    const plain = region(page, copy.member.sections.new)
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: sample('sample-02').title, exact: true }) });
    expect(await plain.textContent()).not.toContain(copy.member.badges.featured);

    // A tap on the picture, not the title, opens the content too.
    // Sections above (the live lesson card) load on their own: tap once the page has settled,
    // with the picture in the middle of the screen, clear of the bottom navigation.
    await page.waitForLoadState('networkidle');
    const mediaLocator = article.locator('.content-card__media');
    await mediaLocator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const media = (await mediaLocator.boundingBox())!;
    await page.mouse.click(media.x + media.width / 2, media.y + media.height / 2);
    await expectPathname(page, '/member/content/sample-01');
    await expectVisible(pageHeading(page, card.title));
  });

  test.for([phone, desktop])(
    'lists ($name): category tabs work by keyboard and stay in the address',
    async (viewport, { memberPage: page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/member/new');
      await expectVisible(pageHeading(page, copy.member.listHeadings.new));
      const tablist = page.getByRole('tablist', { name: copy.member.categoryTabsLabel });
      const tabs = tablist.getByRole('tab');
      expect(await tabs.allTextContents()).toEqual([
        copy.member.allCategories,
        ...Object.values(categoryLabels),
      ]);
      const tab = (name: string) => tablist.getByRole('tab', { name, exact: true });
      const expectSelected = (name: string) =>
        expect.poll(() => tab(name).getAttribute('aria-selected')).toBe('true');
      await expectSelected(copy.member.allCategories);
      await waitForLoaded(page);
      const all = await cardTitles(page);
      expect(all.length).toBeLessThanOrEqual(20);
      expect(all.length).toBeGreaterThanOrEqual(10);

      await tab(copy.member.allCategories).focus();
      await page.keyboard.press('ArrowRight');
      await expectSelected(categoryLabels.diet);
      expect(
        await tab(categoryLabels.diet).evaluate((element) => element === element.ownerDocument.activeElement),
      ).toBe(true);
      await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('diet');
      await expect.poll(async () => (await cardTitles(page)).includes(sample('sample-04').title)).toBe(true);
      for (const text of await page.getByRole('tabpanel').getByRole('article').allTextContents()) {
        expect(text).toContain(categoryLabels.diet);
      }

      await page.keyboard.press('End');
      await expectSelected(categoryLabels.lifestyle);
      await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('lifestyle');
      await page.keyboard.press('ArrowRight');
      await expectSelected(copy.member.allCategories);
      await expect.poll(() => new URL(page.url()).search).toBe('');

      // Opened from an address, the tab in it is chosen; a category with nothing in it says so.
      await page.goto('/member/featured?category=meals');
      await expectVisible(page.getByText(copy.member.emptyCategory, { exact: true }));
      await expectSelected(categoryLabels.meals);

      // 人気: by views, most first.
      await page.goto('/member/popular');
      await waitForLoaded(page);
      const counts = await viewCounts(page);
      expect(counts.length).toBeGreaterThanOrEqual(10);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    },
  );

  test('an empty list, もっと見る for the next page, and a failed load with 再読み込み', async ({
    memberPage: page,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize(phone);
    // The answers below are faked in the browser, so the pages must not bring the real ones.
    await withoutFirstAnswers(page);
    const fake = (n: number): ContentCard => ({
      id: `fake-${n}`,
      title: `テスト用のコンテンツ ${n}`,
      category: 'diet',
      type: 'article',
      date: '2026-01-05',
      description: '',
      thumbnailUrl: null,
      viewCount: 1000 - n,
      badges: { new: false, featured: false, popular: true },
    });
    const json = (route: Route, status: number, body: unknown) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

    await page.route(`**${apiPaths.contents}?list=featured`, (route) =>
      json(route, 200, { items: [], nextCursor: null } satisfies ContentPage),
    );
    await page.goto('/member/featured');
    await expectVisible(page.getByText(copy.member.emptyList, { exact: true }));

    const pagesAsked: string[] = [];
    await page.route(`**${apiPaths.contents}?list=popular*`, (route) => {
      const cursor = new URL(route.request().url()).searchParams.get('cursor') ?? 'first';
      pagesAsked.push(cursor);
      const body: ContentPage =
        cursor === 'first'
          ? { items: Array.from({ length: 20 }, (_, i) => fake(i + 1)), nextCursor: 'after-20' }
          : { items: [fake(21)], nextCursor: null };
      return json(route, 200, body);
    });
    await page.goto('/member/popular');
    await waitForLoaded(page);
    expect((await cardTitles(page)).length).toBe(20);
    const more = page.getByRole('button', { name: copy.member.more, exact: true });
    await more.click();
    await expectVisible(page.getByRole('link', { name: fake(21).title }));
    expect((await cardTitles(page)).length).toBe(21);
    expect(pagesAsked).toEqual(['first', 'after-20']);
    // Focus moves to the first new card; nothing more to load.
    await expect.poll(() => page.locator(':focus').textContent()).toBe(fake(21).title);
    expect(await more.count()).toBe(0);
    await expectNoAxeViolations(page);

    // The feed fails: the server's words and 再読み込み, then the cards once it answers again.
    await page.route(`**${apiPaths.feed}`, (route) => json(route, 500, { message: 'テスト用の障害です' }));
    await page.goto('/member');
    const alert = page.getByRole('alert').filter({ hasText: 'テスト用の障害です' });
    await expectVisible(alert);
    expect(await page.getByRole('article').count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.unroute(`**${apiPaths.feed}`);
    await alert.getByRole('button', { name: copy.site.retry }).click();
    await expectVisible(region(page, copy.member.sections.new).getByRole('article').first());
    expect(await alert.count()).toBe(0);
  });

  test.for([phone, desktop])(
    'video ($name): nothing from YouTube until 動画を再生, then the youtube-nocookie player',
    async (viewport, { memberPage: page, foreignRequests, expectNoAxeViolations }) => {
      await page.setViewportSize(viewport);
      const youtube: string[] = [];
      page.on('request', (request) => {
        if (youtubeHosts.test(new URL(request.url()).hostname)) youtube.push(request.url());
      });
      // The test machine has no internet: the test answers for YouTube (the IFrame Player API
      // stand-in, and a blank page for the player itself).
      await serveYouTubeStandIn(page);
      const video = sample('sample-01');
      await page.goto('/member/content/sample-01');
      await expectVisible(pageHeading(page, video.title));
      await expectVisible(page.getByRole('button', { name: copy.detail.back, exact: true }));
      expect(await page.locator('iframe').count()).toBe(0);
      const play = page.getByRole('button', { name: copy.detail.play, exact: true });
      await expectVisible(play);
      await page.waitForTimeout(300);
      expect(youtube).toEqual([]);

      await play.click();
      const frame = page.locator('iframe');
      await expectVisible(frame);
      expect(await frame.getAttribute('src')).toMatch(
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/kbSample001\b/,
      );
      expect(await frame.getAttribute('title')).toBe(video.title);
      expect(await frame.getAttribute('allow')).toContain('autoplay');
      expect(await play.count()).toBe(0);
      await expect.poll(() => youtube.length).toBeGreaterThanOrEqual(3);
      // The player API's two scripts from www.youtube.com, then the player on youtube-nocookie.com.
      expect(youtube.slice(0, 2)).toEqual([iframeApiUrl, widgetScriptUrl]);
      expect(youtube.slice(2).every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
      foreignRequests.length = 0;
      await expectNoAxeViolations(page);
    },
  );

  test('article: the body as prose, related contents of its category, and one view per visit', async ({
    ownVisitorPage,
  }) => {
    const page = await ownVisitorPage('member');
    await page.setViewportSize(phone);
    const article = sample('sample-02');
    const before = (await fetchContent(page.context(), 'sample-02')).viewCount;
    const views: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/views'))
        views.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.goto('/member/content/sample-02');
    await expectVisible(pageHeading(page, article.title));
    await expectVisible(
      page
        .locator('.article-body')
        .getByRole('heading', { level: 2, name: '朝ごはんで一日のリズムを整える' }),
    );
    expect(await page.locator('.article-body li').count()).toBe(3);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.getByRole('button', { name: copy.detail.play }).count()).toBe(0);
    const related = region(page, copy.detail.related);
    await expectVisible(related.getByRole('heading', { level: 2, name: copy.detail.related }));
    const relatedCards = related.getByRole('article');
    expect(await relatedCards.count()).toBeGreaterThanOrEqual(1);
    expect(await relatedCards.count()).toBeLessThanOrEqual(2);
    for (const text of await relatedCards.allTextContents()) expect(text).toContain(categoryLabels.meals);

    await expect.poll(() => views).toEqual(['POST /api/contents/sample-02/views']);
    await expect
      .poll(async () => (await fetchContent(page.context(), 'sample-02')).viewCount)
      .toBe(before + 1);
    await expectVisible(page.getByText(copy.member.viewCount(before + 1), { exact: true }));
    await page.reload();
    await expectVisible(pageHeading(page, article.title));
    // The same session again within 30 minutes: the view is sent, and not counted twice.
    await expect.poll(() => views.length).toBe(2);
    expect((await fetchContent(page.context(), 'sample-02')).viewCount).toBe(before + 1);

    // A related content opens (and counts); 戻る returns.
    const relatedTitle = (await relatedCards.first().getByRole('link').textContent())!;
    await relatedCards.first().getByRole('link').click();
    await expectVisible(pageHeading(page, relatedTitle));
    await expect.poll(() => views.length).toBe(3);
    await page.getByRole('button', { name: copy.detail.back, exact: true }).click();
    await expectPathname(page, '/member/content/sample-02');
  });

  test('a content that does not exist answers the not-found screen, with the way to the top page', async ({
    memberPage: page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto('/member/content/no-such-content');
    await expectVisible(pageHeading(page, copy.detail.notFound));
    expect(new URL(page.url()).pathname).toBe('/member/content/no-such-content');
    await page.getByRole('link', { name: copy.site.toHome, exact: true }).click();
    await expectPathname(page, '/member');
    await expectVisible(region(page, copy.member.sections.new));
  });

  test.for([phone, desktop])(
    'search ($name): part of a Japanese word finds the content; nonsense says so',
    async (viewport, { memberPage: page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/member/new');
      const field = page.getByRole('searchbox', { name: copy.member.searchLabel, exact: true });
      // 「トレッ」 is inside 「ストレッチ」.
      await field.fill('トレッ');
      await field.press('Enter');
      await expectPathname(page, '/member/search');
      expect(new URL(page.url()).searchParams.get('q')).toBe('トレッ');
      await expectVisible(pageHeading(page, copy.member.searchHeading));
      await expectVisible(page.getByRole('link', { name: sample('sample-03').title, exact: true }));
      expect(await field.inputValue()).toBe('トレッ');

      await field.fill('ぬぬぬぬ');
      await page.getByRole('button', { name: copy.member.searchSubmit, exact: true }).click();
      await expectVisible(page.getByText(copy.member.noSearchResults('ぬぬぬぬ'), { exact: true }));
      expect(await page.getByRole('article').count()).toBe(0);
    },
  );

  test('search reads the article text and hiragana; when nothing matches it offers shorter words and the categories', async ({
    memberPage: page,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize(phone);
    const field = page.getByRole('searchbox', { name: copy.member.searchLabel, exact: true });
    // Each results page is there (it says what was searched for) before the next words go in: the
    // new list it replaces shows the same cards, so a card alone would not say the page has come.
    const searchFor = async (words: string) => {
      await field.fill(words);
      await field.press('Enter');
      await expectVisible(page.getByText(copy.member.searchSummary(words), { exact: true }));
    };
    await page.goto('/member/new');
    // 筋肉量 stands only in the text of sample-02; すとれっち is the title's ストレッチ in hiragana.
    await searchFor('筋肉量');
    await expectVisible(page.getByRole('link', { name: sample('sample-02').title, exact: true }));
    await searchFor('すとれっち');
    await expectVisible(page.getByRole('link', { name: sample('sample-03').title, exact: true }));

    await field.fill('ストレッチぬぬぬ');
    await field.press('Enter');
    await expectVisible(page.getByText(copy.member.noSearchResults('ストレッチぬぬぬ'), { exact: true }));
    await expectVisible(page.getByText(copy.member.searchSuggestion(true), { exact: true }));
    const words = page.getByRole('navigation', { name: copy.member.searchSuggestedWordsLabel });
    const categories = page.getByRole('navigation', { name: copy.member.searchSuggestedCategoriesLabel });
    await expectVisible(categories.getByRole('link', { name: categoryLabels.meals, exact: true }));
    await expectNoAxeViolations(page);
    await words.getByRole('link', { name: 'ストレッ', exact: true }).click();
    await expectVisible(page.getByText(copy.member.searchSummary('ストレッ'), { exact: true }));
    expect(new URL(page.url()).searchParams.get('q')).toBe('ストレッ');
    await expectVisible(page.getByRole('link', { name: sample('sample-03').title, exact: true }));

    await page.goBack();
    await categories.getByRole('link', { name: categoryLabels.meals, exact: true }).click();
    await expectPathname(page, '/member/new');
    expect(new URL(page.url()).searchParams.get('category')).toBe('meals');
  });

  test('a bookmark with nine words says so, with the words in the field to shorten, and searches once she does', async ({
    memberPage: page,
  }) => {
    await page.setViewportSize(phone);
    const nine = 'ヨガ 朝 夜 呼吸 肩 腰 首 背中 脚';
    const searches = requestsTo(page, apiPaths.contentSearch);
    await page.goto(`/member/search?q=${encodeURIComponent(nine)}`);
    await expectVisible(page.getByRole('alert').filter({ hasText: copy.member.searchTooManyWords(8) }));
    // Words the server would refuse are not sent.
    expect(searches).toHaveLength(0);
    // Sending the same nine words again cannot help: no 再読み込み.
    expect(await page.getByRole('button', { name: copy.site.retry }).count()).toBe(0);
    const field = page.getByRole('searchbox', { name: copy.member.searchLabel, exact: true });
    expect(await field.inputValue()).toBe(nine);
    await field.fill('ストレッチ 脚');
    await field.press('Enter');
    await expectVisible(page.getByText(copy.member.searchSummary('ストレッチ 脚'), { exact: true }));
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(searches).toHaveLength(1);
  });

  test('a guest sees the same feed, lists, contents and search', async ({ ownVisitorPage }) => {
    const page = await ownVisitorPage('guest');
    await page.setViewportSize(phone);
    await page.goto('/member');
    await expectVisible(region(page, copy.member.sections.popular).getByRole('article').first());
    await page.goto('/member/popular?category=exercise');
    await expectVisible(page.getByRole('link', { name: sample('sample-06').title, exact: true }));
    const before = (await fetchContent(page.context(), 'sample-03')).viewCount;
    await page.goto('/member/content/sample-03');
    await expectVisible(pageHeading(page, sample('sample-03').title));
    // Guests have no favorites: the star is off and offers the login.
    const star = page.getByRole('button', { name: copy.detail.favoriteAdd, exact: true });
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    // Guests' views count too.
    await expect
      .poll(async () => (await fetchContent(page.context(), 'sample-03')).viewCount)
      .toBe(before + 1);
    await page.goto('/member/search?q=朝ごはん');
    await expectVisible(page.getByRole('link', { name: sample('sample-02').title, exact: true }));
  });
});
