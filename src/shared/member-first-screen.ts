// A member screen's first screen as HTML, written by the server from the page's own first answers
// (decision 39) so that a phone paints it before the scripts have loaded; the web app removes it
// when its own first render is ready (src/web/lib/first-screen.ts). The markup uses the app's own
// class names (its style sheets are in the page), so the text the app then shows in its place has
// the same size and place. Every value is escaped here: nothing from an answer is read as markup.
import { categories, categoryLabels, type Category } from './categories.js';
import { searchMaxLength } from './checks/search-checks.js';
import { copy } from './copy.js';
import { firstScreenElementId } from './first-screen-element.js';
import { formatDay } from './format-day.js';
import { markGap, markShapes, markSize, wordmarkFontSize } from './logo-mark.js';
import { countdownParts } from './live-schedule.js';
import type { ContentCard, ContentDetail } from './schemas/contents.js';
import type { LiveOverview } from './schemas/live.js';

export { firstScreenElementId };

/** The member addresses the first screen links to, as in src/web/config/paths.ts (a test checks). */
export const firstScreenPaths = {
  home: '/member',
  new: '/member/new',
  featured: '/member/featured',
  popular: '/member/popular',
  mypage: '/member/mypage',
  search: '/member/search',
  content: (id: string) => `/member/content/${encodeURIComponent(id)}`,
} as const;

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text for an HTML text node or a quoted attribute value. The two JavaScript line separators are
 * written as references too, so the page holds none raw (as its data block, first-answers.ts).
 */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"'\u2028\u2029]/g,
    (character) => escapes[character] ?? `&#${character.charCodeAt(0)};`,
  );
}

const tabs = [
  { to: firstScreenPaths.home, label: copy.member.headerTabs.top },
  { to: firstScreenPaths.new, label: copy.member.headerTabs.new },
  { to: firstScreenPaths.featured, label: copy.member.headerTabs.featured },
  { to: firstScreenPaths.popular, label: copy.member.headerTabs.popular },
];
const bottomItems = [
  { to: firstScreenPaths.home, label: copy.member.bottomNav.home },
  { to: firstScreenPaths.new, label: copy.member.bottomNav.new },
  { to: firstScreenPaths.featured, label: copy.member.bottomNav.featured },
  { to: firstScreenPaths.popular, label: copy.member.bottomNav.popular },
  { to: firstScreenPaths.mypage, label: copy.member.bottomNav.mypage },
];

/** Whether a tab for `to` is the current one, as React Router's NavLink decides (home: exactly). */
function isCurrent(to: string, pathname: string): boolean {
  return to === firstScreenPaths.home ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
}

const current = (to: string, pathname: string) => (isCurrent(to, pathname) ? ' aria-current="page"' : '');

// The icons are drawn by the app; here an empty box of the same size keeps the rows' height.
const iconBox = (size: number) =>
  `<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="${size}" height="${size}"></svg>`;

/**
 * The logo as src/web/components/logo.tsx draws it: the mark and the site name in one picture
 * named by the site name, and the name's invisible copy that gives the logo its width.
 */
export function writtenLogoHtml(siteName: string): string {
  const name = escapeHtml(siteName);
  const { sun, leaf, vein } = markShapes;
  return (
    `<span class="logo"><svg role="img" aria-label="${name}" class="logo__drawing" viewBox="0 0 ${markSize} ${markSize}" preserveAspectRatio="xMinYMid meet">` +
    `<circle class="logo__sun" cx="${sun.cx}" cy="${sun.cy}" r="${sun.r}"></circle>` +
    `<path class="logo__leaf" d="${leaf}"></path><path class="logo__vein" d="${vein}"></path>` +
    `<text class="logo__text" x="${markSize + markGap}" y="${markSize / 2}" dominant-baseline="central" font-size="${wordmarkFontSize}">${name}</text>` +
    `</svg><span class="logo__sizer" aria-hidden="true">${name}</span></span>`
  );
}

type Frame = { siteName: string; pathname: string; searchWords: string; main: string };

/** The member frame (src/web/components/layouts/member-layout.tsx) around a screen's first HTML. */
export function memberFrameHtml({ siteName, pathname, searchWords, main }: Frame): string {
  const tabItems = tabs
    .map(
      ({ to, label }) =>
        `<li><a href="${to}" class="member-tabs__link"${current(to, pathname)}>${escapeHtml(label)}</a></li>`,
    )
    .join('');
  const bottom = bottomItems
    .map(
      ({ to, label }) =>
        `<li><a href="${to}" class="bottom-nav__link"${current(to, pathname)}>${iconBox(24)}<span>${escapeHtml(label)}</span></a></li>`,
    )
    .join('');
  return (
    `<div id="${firstScreenElementId}" class="member-layout">` +
    `<a class="skip-link" href="#main">${escapeHtml(copy.site.skipToContent)}</a>` +
    `<header class="site-header member-header"><div class="member-header__bar">` +
    `<a href="${firstScreenPaths.home}" class="member-header__logo">${writtenLogoHtml(siteName)}</a>` +
    `<div class="member-header__search"><form role="search" method="get" action="${firstScreenPaths.search}" class="header-search">` +
    `<label for="first-screen-search" class="visually-hidden">${escapeHtml(copy.member.searchLabel)}</label>` +
    `<input id="first-screen-search" type="search" name="q" value="${escapeHtml(searchWords)}" placeholder="${escapeHtml(copy.member.searchLabel)}" maxlength="${searchMaxLength}" enterkeyhint="search" autocomplete="off" class="header-search__input">` +
    `<button type="submit" class="header-search__button" aria-label="${escapeHtml(copy.member.searchSubmit)}">${iconBox(22)}</button>` +
    `</form></div><div class="member-header__actions"></div></div>` +
    `<nav aria-label="${escapeHtml(copy.member.headerNavLabel)}" class="member-header__nav"><ul class="member-tabs">${tabItems}</ul></nav>` +
    `</header>` +
    `<main id="main" tabindex="-1" class="member-layout__main">${main}</main>` +
    `<nav aria-label="${escapeHtml(copy.member.bottomNavLabel)}" class="bottom-nav"><ul class="bottom-nav__list">${bottom}</ul></nav>` +
    `</div>`
  );
}

const badgeKeys = ['new', 'featured', 'popular'] as const;

/** One card (src/web/features/contents/components/content-card.tsx), its picture or coloured box. */
export function contentCardHtml(card: ContentCard, headingLevel: 2 | 3 | 4 = 3): string {
  const thumbnail = card.thumbnailUrl
    ? `<img class="thumbnail" src="${escapeHtml(card.thumbnailUrl)}" alt="" width="640" height="360" loading="lazy" decoding="async">`
    : `<div class="thumbnail thumbnail--placeholder thumbnail--${escapeHtml(card.category)}" aria-hidden="true"></div>`;
  const badges = badgeKeys
    .filter((key) => card.badges[key])
    .map((key) => `<span class="badge badge--${key}">${escapeHtml(copy.member.badges[key])}</span>`)
    .join('');
  const live = card.liveLessonDate
    ? `<span class="badge badge--live">${escapeHtml(copy.live.archive)}</span>`
    : '';
  const heading = `h${headingLevel}`;
  return (
    `<article class="content-card"><div class="content-card__media">${thumbnail}</div><div class="content-card__body">` +
    `<${heading} class="content-card__title"><a href="${escapeHtml(firstScreenPaths.content(card.id))}" class="content-card__link">${escapeHtml(card.title)}</a></${heading}>` +
    `<p class="content-card__labels"><span class="content-card__type content-card__type--${escapeHtml(card.type)}">${escapeHtml(copy.member.types[card.type])}</span>${badges}${live}</p>` +
    `<p class="content-card__meta">${dayAndLabels(card.date, [categoryLabels[card.category], copy.member.viewCount(card.viewCount)])}</p>` +
    `</div></article>`
  );
}

function dayAndLabels(date: string, labels: string[]): string {
  return `<time datetime="${escapeHtml(date)}">${escapeHtml(formatDay(date))}</time>${labels.map((label) => `<span>${escapeHtml(label)}</span>`).join('')}`;
}

/** A grid of cards (content-grid.tsx). */
export function contentGridHtml(cards: readonly ContentCard[], headingLevel: 2 | 3 | 4 = 3): string {
  return `<ul class="content-grid">${cards.map((card) => `<li>${contentCardHtml(card, headingLevel)}</li>`).join('')}</ul>`;
}

type ListFilters = { category: Category | null; liveArchive: boolean };

/** A list's address with these filters, as the app writes it (category, then archive). */
function listAddress(listPath: string, { category, liveArchive }: ListFilters): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (liveArchive) query.set('archive', 'live');
  const search = query.toString();
  return escapeHtml(search ? `${listPath}?${search}` : listPath);
}

/**
 * A list screen (new.tsx, featured.tsx, popular.tsx through category-content-list.tsx): its
 * heading, the ライブアーカイブ switch and the category tabs as they will be, and its first cards.
 * Before the app has replaced them, the switch and the tabs are links to the list they choose, so
 * a tap on a slow phone still does what it says.
 */
export function listScreenHtml(
  heading: string,
  listPath: string,
  { category, liveArchive }: ListFilters,
  cards: readonly ContentCard[],
): string {
  const idBase = `${firstScreenElementId}-categories`;
  const selected = category ?? 'all';
  const tabItems = [
    { key: 'all', label: copy.member.allCategories },
    ...categories.map((key) => ({ key, label: categoryLabels[key] })),
  ]
    .map(({ key, label }) => {
      const href = listAddress(listPath, { category: key === 'all' ? null : (key as Category), liveArchive });
      return `<a href="${href}" role="tab" id="${idBase}-tab-${key}" aria-selected="${key === selected}" aria-controls="${idBase}-panel" tabindex="${key === selected ? 0 : -1}" class="pill tabs__tab">${escapeHtml(label)}</a>`;
    })
    .join('');
  const archiveHref = listAddress(listPath, { category, liveArchive: !liveArchive });
  return (
    `<h1>${escapeHtml(heading)}</h1><div class="stack">` +
    `<div class="live-archive-filter" role="group" aria-label="${escapeHtml(copy.live.archiveFilterLabel)}">` +
    `<a href="${archiveHref}" role="button" class="live-archive-filter__chip" aria-pressed="${liveArchive}"><span class="live-archive-filter__mark" aria-hidden="true">${liveArchive ? '✓' : ''}</span>${escapeHtml(copy.live.archive)}</a></div>` +
    `<div role="tablist" aria-label="${escapeHtml(copy.member.categoryTabsLabel)}" class="tabs">${tabItems}</div>` +
    `<div role="tabpanel" id="${idBase}-panel" aria-labelledby="${idBase}-tab-${selected}"><div class="paged-content-list">${contentGridHtml(cards, 2)}</div></div>` +
    `</div>`
  );
}

/** The search screen with its words and first results (search.tsx). */
export function searchScreenHtml(words: string, cards: readonly ContentCard[]): string {
  const results =
    cards.length > 0 ? `<div class="paged-content-list">${contentGridHtml(cards, 2)}</div>` : '';
  return (
    `<h1>${escapeHtml(copy.member.searchHeading)}</h1>` +
    `<div class="stack"><p>${escapeHtml(copy.member.searchSummary(words))}</p>${results}</div>`
  );
}

/** A content's heading, its facts and an article's description (content.tsx); the rest is the app's. */
export function contentScreenHtml(detail: ContentDetail): string {
  // A video's description sits under its player, which is the app's: shown here it would jump.
  const description =
    detail.description && detail.type === 'article'
      ? `<p class="content-detail__description">${escapeHtml(detail.description)}</p>`
      : '';
  return (
    `<article class="content-detail"><div><a href="${firstScreenPaths.home}" class="button button--ghost"><span aria-hidden="true">←</span>${escapeHtml(copy.detail.back)}</a></div>` +
    `<header class="content-detail__header"><h1 class="content-detail__title">${escapeHtml(detail.title)}</h1>` +
    `<p class="content-detail__meta">${dayAndLabels(detail.date, [categoryLabels[detail.category], copy.member.types[detail.type], copy.member.viewCount(detail.viewCount)])}</p>` +
    `</header>${description}</article>`
  );
}

/** The live card's first lines as home shows them (live-lesson-card.tsx): when, and what comes next. */
function liveCardHtml(overview: LiveOverview): string {
  const next = overview.next;
  const heading = `<h2 id="${firstScreenElementId}-live" class="live-card__heading">${escapeHtml(copy.live.heading)}</h2>`;
  const open = `<section class="live-card" aria-labelledby="${firstScreenElementId}-live">${heading}`;
  if (!next) return `${open}<p class="live-card__note">${escapeHtml(copy.live.noLesson)}</p></section>`;
  const extra = next.isExtra
    ? `<span class="live-badge live-badge--extra">${escapeHtml(copy.live.extra)}</span>`
    : '';
  const when =
    `<p class="live-card__when"><time datetime="${escapeHtml(next.startsAt)}"><span class="live-card__day">${escapeHtml(next.dayLabel)}</span> ` +
    `<span class="live-card__time">${escapeHtml(next.timeLabel)}</span></time>${extra}</p>`;
  const now = Date.parse(overview.now);
  const startsAt = Date.parse(next.startsAt);
  let state: string;
  if (overview.phase === 'join') {
    const link = overview.liveUrl
      ? `<a href="${escapeHtml(overview.liveUrl)}" target="_blank" rel="noopener noreferrer" class="button button--primary button--block live-card__join-button">${escapeHtml(copy.live.join)}<span class="visually-hidden">${escapeHtml(copy.live.opensInNewTab)}</span></a>`
      : `<p class="live-card__note">${escapeHtml(copy.live.linkNotReady)}</p>`;
    const status = now >= startsAt ? copy.live.onAir : copy.live.startingSoon;
    state = `<div class="stack stack--space-3 live-card__join"><p class="live-card__status">${escapeHtml(status)}</p>${link}</div>`;
  } else {
    const parts = countdownParts(startsAt - now);
    const left =
      parts.unit === 'hours'
        ? copy.live.countdownHours(parts.hours, parts.minutes)
        : copy.live.countdownMinutes(parts.minutes, parts.seconds);
    const countdown =
      overview.phase === 'countdown'
        ? `<p class="live-card__countdown" role="timer"><span class="live-card__countdown-label">${escapeHtml(copy.live.countdownLabel)}</span><span class="live-card__countdown-value">${escapeHtml(left)}</span></p>`
        : '';
    state = `${countdown}<p class="live-card__note">${escapeHtml(copy.live.joinOpensAt(next.joinOpensTime))}</p>`;
  }
  return `${open}<div class="stack stack--space-3 live-card__body">${when}${state}</div></section>`;
}

/**
 * Home's top (home.tsx): its heading and the live card, the largest text of a phone's first
 * screen; what follows (shortcuts, menus, the feed) is the app's.
 */
export function homeScreenHtml(overview: LiveOverview): string {
  return `<h1 class="visually-hidden">${escapeHtml(copy.member.homeHeading)}</h1>${liveCardHtml(overview)}`;
}
