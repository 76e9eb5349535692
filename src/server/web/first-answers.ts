import { apiPaths } from '#shared/api-paths.js';
import { categories } from '#shared/categories.js';
import { canSearch, searchWordsFromAddress } from '#shared/checks/search-checks.js';
import { firstAnswersElementId } from '#shared/first-answers.js';
import { maskAnswer } from '#shared/masked-answer.js';
import type { ListName } from '#shared/schemas/contents.js';

// The member screens' first API answers, sent inside the page itself (decision 31): without them a
// phone waits for the page, then the scripts, then the session and the screen's data, one after
// the other. The paths are the ones the web app asks for first on that screen, written exactly as
// it writes them (URLSearchParams), so its first request finds its answer; one it asks for
// differently simply goes to the network.

/** The member list screens and the list each shows (the first screen, first-screen.ts, too). */
export const listScreens = new Map<string, ListName>([
  ['/member/new', 'new'],
  ['/member/featured', 'featured'],
  ['/member/popular', 'popular'],
]);

/** The search words of a page's address as the API gets them (searchWordsFromAddress). */
export function searchWordsOf(search: URLSearchParams): string {
  return searchWordsFromAddress(search.get('q'));
}

function listPath(list: string, search: URLSearchParams): string {
  const query = new URLSearchParams({ list });
  const category = search.get('category');
  if (category && (categories as readonly string[]).includes(category)) query.set('category', category);
  if (search.get('archive') === 'live') query.set('archive', 'live');
  return `${apiPaths.contents}?${query.toString()}`;
}

/** The API paths whose answers go inside the page at `url` (path and query), or [] for none. */
export function firstAnswerPaths(url: string): string[] {
  // Any address reaches the page, some that no URL parser takes (`//[`): those get the plain page.
  if (!URL.canParse(url, 'http://page.invalid')) return [];
  const parsed = new URL(url, 'http://page.invalid');
  const pathname = parsed.pathname.replace(/\/+$/, '');
  const search = parsed.searchParams;
  const screen = (() => {
    if (pathname === '/member')
      return [
        apiPaths.feed,
        apiPaths.live,
        apiPaths.notices,
        apiPaths.continueWatching,
        apiPaths.todayMenu,
        apiPaths.programs,
      ];
    const list = listScreens.get(pathname);
    if (list) return [listPath(list, search)];
    if (pathname === '/member/search') {
      const q = searchWordsOf(search);
      // Too many words are the app's to say (the API would refuse them): no answer to bring.
      return canSearch(q) ? [`${apiPaths.contentSearch}?${new URLSearchParams({ q }).toString()}`] : [];
    }
    const content = /^\/member\/content\/([^/]+)$/.exec(pathname);
    if (content) {
      let id: string;
      try {
        id = decodeURIComponent(content[1]!);
      } catch {
        return null;
      }
      return [
        apiPaths.content(id),
        apiPaths.contentDone(id),
        apiPaths.contentComments(id),
        apiPaths.contentProgress(id),
      ];
    }
    return pathname.startsWith('/member/') ? [] : null;
  })();
  // The header's unread count and the progress marks are on every member screen.
  return screen === null ? [] : [apiPaths.session, apiPaths.myUnread, apiPaths.progress, ...screen];
}

/**
 * Whether an answer holds what an address must never be able to guess through the page's
 * compressed size: a session that names someone holds her e-mail and name (src/shared/masked-
 * answer.ts). The sign-in page's "no session", the same for everyone, goes as it is.
 */
function holdsSecret(path: string, answer: unknown): boolean {
  return path === apiPaths.session && (answer as { state?: unknown }).state !== 'unauthenticated';
}

/**
 * The answers as a JSON data block. It never runs (CSP has nothing to allow), and `<`, `>`, `&`
 * and the two JavaScript line separators are written as escapes, so no text in an answer (a
 * title with `</script>`) can end the block or open markup. Her session goes masked afresh.
 */
export function firstAnswersScript(answers: Record<string, unknown>): string {
  const written = Object.fromEntries(
    Object.entries(answers).map(([path, answer]) => [
      path,
      holdsSecret(path, answer) ? maskAnswer(answer) : answer,
    ]),
  );
  const json = JSON.stringify(written).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${firstAnswersElementId}">${json}</script>`;
}
