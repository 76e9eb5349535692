import type { Params } from 'react-router';
import { paths } from '../config/paths';

type LegacyRedirect = { from: string; to: (params: Params) => string };

// Old addresses from the first version of the site, kept working for bookmarks and shared links.
export const legacyRedirects: readonly LegacyRedirect[] = [
  { from: paths.root, to: () => paths.member.home },
  { from: paths.legacy.home, to: () => paths.member.home },
  { from: paths.legacy.new, to: () => paths.member.new },
  { from: paths.legacy.featured, to: () => paths.member.featured },
  { from: paths.legacy.popular, to: () => paths.member.popular },
  { from: paths.legacy.history, to: () => paths.member.history },
  { from: paths.legacy.mypage, to: () => paths.member.mypage },
  { from: paths.legacy.content, to: (params) => paths.member.content(params.id ?? '') },
  { from: paths.legacy.firebaseInit, to: () => paths.admin },
];

/** Carries the query string over, so an old link with a filter or search still shows the same thing. */
export function withRequestSearch(target: string, requestUrl: string): string {
  return target + new URL(requestUrl).search;
}
