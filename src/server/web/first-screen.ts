import { apiPaths } from '#shared/api-paths.js';
import { categories } from '#shared/categories.js';
import { copy } from '#shared/copy.js';
import {
  contentScreenHtml,
  homeScreenHtml,
  listScreenHtml,
  memberFrameHtml,
  searchScreenHtml,
} from '#shared/member-first-screen.js';
import type { SessionState } from '#shared/schemas/auth.js';
import { parseTextSize } from '#shared/text-size.js';
import type { LiveOverview } from '#shared/schemas/live.js';
import type { NoticeList } from '#shared/schemas/notices.js';
import type { ContentDetail, ContentPage, ContentSearchPage } from '#shared/schemas/contents.js';
import { listScreens, searchWordsOf } from './first-answers.js';

// Which screen's first HTML the server writes for a member page (decision 39), from the answers
// the page carries (first-answers.ts): only what those answers say, only for a member (a guest,
// an ended month or no session gets the page as before), and only for the screens whose largest
// text is in their first answers; any other screen is left to the app.

// The first cards are enough for a phone's first screen; the app shows the whole page after.
const firstCards = 6;

function screenHtml(
  url: URL,
  answers: Record<string, unknown>,
  answerPath: string | undefined,
): string | null {
  const pathname = url.pathname.replace(/\/+$/, '');
  const answer = answerPath === undefined ? undefined : answers[answerPath];
  if (answer === undefined) return null;
  // An empty list or search says so in the app's own words (and offers other words): left to it.
  const cards = (answer as { items?: unknown[] }).items;
  if (cards?.length === 0) return null;
  const list = listScreens.get(pathname);
  if (list) {
    const category = categories.find((key) => key === url.searchParams.get('category')) ?? null;
    const filters = { category, liveArchive: url.searchParams.get('archive') === 'live' };
    const cards = (answer as ContentPage).items.slice(0, firstCards);
    return listScreenHtml(copy.member.listHeadings[list], pathname, filters, cards);
  }
  if (pathname === '/member/search') {
    return searchScreenHtml(
      searchWordsOf(url.searchParams),
      (answer as ContentSearchPage).items.slice(0, firstCards),
    );
  }
  if (pathname.startsWith('/member/content/')) return contentScreenHtml(answer as ContentDetail);
  if (pathname === '/member') {
    // A highlighted お知らせ comes first on home, with its article body: then home is the app's.
    const notices = answers[apiPaths.notices] as NoticeList | undefined;
    const live = answers[apiPaths.live] as LiveOverview | undefined;
    if (!notices || notices.highlightId !== null || !live) return null;
    return homeScreenHtml(live);
  }
  return null;
}

/**
 * The member frame and the screen's first HTML for the page at `url` (path and query), or '' when
 * the server writes none. `paths` are the answers' paths as firstAnswerPaths gave them: the
 * session, the unread count, the progress marks, then the screen's own.
 */
export function firstScreenHtml(
  url: string,
  paths: readonly string[],
  answers: Record<string, unknown>,
  siteName: string,
): string {
  const session = answers[apiPaths.session] as SessionState | undefined;
  if (session?.state !== 'authenticated' || session.kind !== 'member') return '';
  const parsed = new URL(url, 'http://page.invalid');
  const main = screenHtml(parsed, answers, paths[3]);
  if (main === null) return '';
  const pathname = parsed.pathname.replace(/\/+$/, '');
  const searchWords = pathname === '/member/search' ? searchWordsOf(parsed.searchParams) : '';
  return memberFrameHtml({ siteName, pathname, searchWords, main });
}

/** The scripts that start the app, in the page's head: the entry module and what it preloads. */
const appScriptTags = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * The page's scripts asked for once its first screen is painted (decision 39): they wait in a
 * template that /start-app.js (src/web/public) puts into the head after the first frame. The
 * document and its style sheets alone decide when the first screen shows.
 */
export function scriptsAfterFirstScreen(html: string): string {
  const scripts = html.match(appScriptTags)?.join('') ?? '';
  if (scripts === '') return html;
  return html
    .replace(appScriptTags, '')
    .replace('</head>', () => '<script src="/start-app.js" defer></script></head>')
    .replace('</body>', () => `<template id="app-scripts">${scripts}</template></body>`);
}

/** Her text size (the cookie the web app sets) on <html>, so the first screen paints at that size. */
export function withTextSize(html: string, cookie: string | undefined): string {
  const size = parseTextSize(cookie);
  if (size === 'standard') return html;
  return html.replace('<html lang="ja"', () => `<html lang="ja" data-text-size="${size}"`);
}
