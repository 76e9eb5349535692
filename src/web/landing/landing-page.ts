// The public landing page (/landing) as one complete HTML document, written at build time to
// dist/web/landing.html by scripts/build-landing.ts. No JavaScript: the server fills in the
// settings per request (src/server/web/fill-landing.ts) — %SITE_NAME%, %PUBLIC_URL%, and the
// join and community links, whose <!--join-->…<!--/join--> blocks it removes when unset.
import { copy } from '../../shared/copy.js';
import { heroArt, serviceIcons } from './illustrations.js';
import { markElements, markGap, markSize, wordmarkFontSize } from './logo-mark.js';

/** What the server replaces in the built page. */
export const landingPlaceholders = {
  siteName: '%SITE_NAME%',
  joinUrl: '%JOIN_URL%',
  communityUrl: '%COMMUNITY_URL%',
  publicUrl: '%PUBLIC_URL%',
} as const;

/** The in-page anchors of the header menu. */
export const landingSections = { home: 'home', services: 'services', reviews: 'reviews' } as const;

/** Paths of the screens members use to come in (src/web/config/paths.ts has the same). */
export const memberEntryPaths = { gate: '/password', login: '/login' } as const;

export type LandingPageOptions = {
  /** The page's CSS (tokens, base styles, landing styles), inlined in a <style>. */
  css: string;
  /** <meta name="theme-color">, the page background of tokens.css. */
  themeColor: string;
};

const text = copy.landing;
const { siteName, joinUrl, communityUrl, publicUrl } = landingPlaceholders;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A part the server keeps only when its setting is set. */
const whenSet = (name: 'join' | 'community', html: string) => `<!--${name}-->${html}<!--/${name}-->`;

/**
 * The wordmark: the mark and the site name in one SVG whose accessible name is the site name.
 * The name is only known per request, so the SVG cannot be sized from it: an invisible copy of
 * the name in the same grid cell gives the link its width, and the SVG fills that cell.
 */
function wordmark(): string {
  return (
    `<a class="lp-brand" href="#${landingSections.home}">` +
    `<svg class="lp-brand__logo" role="img" aria-label="${siteName}" viewBox="0 0 ${markSize} ${markSize}" preserveAspectRatio="xMinYMid meet">` +
    markElements('lp-brand') +
    `<text class="lp-brand__name" x="${markSize + markGap}" y="${markSize / 2}" dominant-baseline="central" font-size="${wordmarkFontSize}">${siteName}</text>` +
    '</svg>' +
    `<span class="lp-brand__sizer" aria-hidden="true">${siteName}</span>` +
    '</a>'
  );
}

function header(): string {
  const items = (Object.keys(landingSections) as Array<keyof typeof landingSections>)
    .map(
      (key) =>
        `<li><a class="lp-nav__link" href="#${landingSections[key]}">${escapeHtml(text.menu[key])}</a></li>`,
    )
    .join('');
  return (
    '<header class="lp-header"><div class="lp-inner lp-header__inner">' +
    wordmark() +
    `<nav class="lp-nav" aria-label="${escapeHtml(text.menuLabel)}"><ul class="lp-nav__list">${items}</ul></nav>` +
    '</div></header>'
  );
}

function joinCall(): string {
  return whenSet(
    'join',
    '<div class="lp-join">' +
      `<a class="lp-button lp-button--primary lp-button--wide" href="${joinUrl}">${escapeHtml(text.join)}</a>` +
      `<p class="lp-join__note">${escapeHtml(text.joinNote)}</p>` +
      '</div>',
  );
}

function memberLinks(): string {
  return (
    '<div class="lp-actions">' +
    `<a class="lp-button lp-button--secondary" href="${memberEntryPaths.gate}">${escapeHtml(text.toGate)}</a>` +
    `<a class="lp-button lp-button--secondary" href="${memberEntryPaths.login}">${escapeHtml(text.toLogin)}</a>` +
    '</div>'
  );
}

function hero(): string {
  return (
    `<section id="${landingSections.home}" class="lp-hero" aria-labelledby="lp-home-title">` +
    '<div class="lp-inner lp-hero__inner">' +
    '<div class="lp-hero__text">' +
    `<p class="lp-hero__eyebrow">${escapeHtml(text.heroEyebrow)}</p>` +
    `<h1 id="lp-home-title" class="lp-hero__title">${siteName}</h1>` +
    `<p class="lp-hero__tagline">${escapeHtml(copy.site.tagline)}</p>` +
    `<p class="lp-hero__lead">${escapeHtml(text.heroLead)}</p>` +
    joinCall() +
    '<div class="lp-hero__members">' +
    `<p class="lp-hero__members-label">${escapeHtml(text.membersHeading)}</p>` +
    memberLinks() +
    '</div>' +
    '</div>' +
    `<div class="lp-hero__art">${heroArt}</div>` +
    '</div></section>'
  );
}

function services(): string {
  const cards = text.services
    .map((service, index) => {
      const points = service.points.map((point) => `<li>${escapeHtml(point)}</li>`).join('');
      // The third service is the community: its link shows when the install has one.
      const link =
        index === 2
          ? whenSet(
              'community',
              `<p><a class="lp-text-link" href="${communityUrl}">${escapeHtml(text.communityLink)}</a></p>`,
            )
          : '';
      return (
        '<li class="lp-card lp-service">' +
        `<span class="lp-service__icon">${serviceIcons[index] ?? ''}</span>` +
        `<h3 class="lp-service__title">${escapeHtml(service.title)}</h3>` +
        `<p>${escapeHtml(service.text)}</p>` +
        `<ul class="lp-service__points">${points}</ul>` +
        link +
        '</li>'
      );
    })
    .join('');
  return (
    `<section id="${landingSections.services}" class="lp-section" aria-labelledby="lp-services-title">` +
    '<div class="lp-inner">' +
    `<h2 id="lp-services-title" class="lp-section__title">${escapeHtml(text.servicesHeading)}</h2>` +
    `<p class="lp-section__lead">${escapeHtml(text.servicesLead)}</p>` +
    `<ul class="lp-grid">${cards}</ul>` +
    '</div></section>'
  );
}

function reviews(): string {
  const cards = text.reviews
    .map(
      (review) =>
        '<li class="lp-card lp-review"><figure class="lp-review__figure">' +
        '<div class="lp-review__head">' +
        `<span class="lp-review__avatar" aria-hidden="true">${escapeHtml(review.initials)}</span>` +
        `<h3 class="lp-review__headline">${escapeHtml(review.headline)}</h3>` +
        '</div>' +
        `<blockquote class="lp-review__story"><p>${escapeHtml(review.story)}</p></blockquote>` +
        `<figcaption class="lp-review__who">${escapeHtml(text.reviewer(review.initials, review.age))}</figcaption>` +
        '</figure></li>',
    )
    .join('');
  return (
    `<section id="${landingSections.reviews}" class="lp-section lp-section--tinted" aria-labelledby="lp-reviews-title">` +
    '<div class="lp-inner">' +
    `<h2 id="lp-reviews-title" class="lp-section__title">${escapeHtml(text.reviewsHeading)}</h2>` +
    `<ul class="lp-grid">${cards}</ul>` +
    `<p class="lp-reviews__note">${escapeHtml(text.reviewsNote)}</p>` +
    '</div></section>'
  );
}

function closing(): string {
  return (
    whenSet(
      'join',
      '<section class="lp-section lp-closing" aria-labelledby="lp-closing-title"><div class="lp-inner">' +
        `<h2 id="lp-closing-title" class="lp-section__title">${escapeHtml(text.closingHeading)}</h2>` +
        `<p class="lp-section__lead">${escapeHtml(text.closingText)}</p>` +
        `<div class="lp-closing__call"><a class="lp-button lp-button--primary lp-button--wide" href="${joinUrl}">${escapeHtml(text.join)}</a>` +
        `<p class="lp-join__note">${escapeHtml(text.joinNote)}</p></div>` +
        '</div></section>',
    ) +
    '<section class="lp-section lp-members" aria-labelledby="lp-members-title"><div class="lp-inner">' +
    `<h2 id="lp-members-title" class="lp-section__title">${escapeHtml(text.membersHeading)}</h2>` +
    `<p class="lp-section__lead">${escapeHtml(text.membersText)}</p>` +
    memberLinks() +
    '</div></section>'
  );
}

function footer(): string {
  return (
    '<footer class="lp-footer"><div class="lp-inner lp-footer__inner">' +
    `<a class="lp-text-link" href="#${landingSections.home}">${escapeHtml(text.toTop)}</a>` +
    `<p class="lp-footer__copyright"><small>© ${siteName}</small></p>` +
    '</div></footer>'
  );
}

/** The page's visible part: also what the web app shows at /landing when no prerendered page is served (dev). */
export function landingBody(): string {
  return (
    '<div class="lp">' +
    `<a class="skip-link" href="#main">${escapeHtml(copy.site.skipToContent)}</a>` +
    header() +
    `<main id="main" tabindex="-1">${hero()}${services()}${reviews()}${closing()}</main>` +
    footer() +
    '</div>'
  );
}

/** The complete document, placeholders and all, for dist/web/landing.html. */
export function renderLandingPage({ css, themeColor }: LandingPageOptions): string {
  const title = text.title(siteName);
  const description = escapeHtml(text.description);
  const canonical = `${publicUrl}/landing`;
  return [
    '<!doctype html>',
    '<html lang="ja">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${canonical}">`,
    `<meta name="theme-color" content="${escapeHtml(themeColor)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:url" content="${canonical}">`,
    '<meta property="og:locale" content="ja_JP">',
    `<meta property="og:site_name" content="${siteName}">`,
    '<meta name="twitter:card" content="summary">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    `<style>${css}</style>`,
    '</head>',
    '<body>',
    landingBody(),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export type LandingSettings = { siteName: string; joinUrl: string | null; communityUrl: string | null };

/**
 * Fills the page's placeholders the way the server does (src/server/web/fill-landing.ts), for the
 * web app's /landing fallback, which shows the same page when no prerendered one is served (dev).
 */
export function fillLandingBody(html: string, settings: LandingSettings): string {
  const keep = (source: string, name: 'join' | 'community', value: string | null) =>
    source.replace(new RegExp(`<!--${name}-->([\\s\\S]*?)<!--/${name}-->`, 'g'), (_match, inner: string) =>
      value === null ? '' : inner,
    );
  return keep(keep(html, 'join', settings.joinUrl), 'community', settings.communityUrl)
    .replaceAll(siteName, escapeHtml(settings.siteName))
    .replaceAll(joinUrl, escapeHtml(settings.joinUrl ?? ''))
    .replaceAll(communityUrl, escapeHtml(settings.communityUrl ?? ''));
}
