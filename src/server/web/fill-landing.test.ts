import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy.js';
import {
  landingFileName,
  landingLegalLinksPlaceholder,
  landingLinkChoices,
  type LandingLinks,
} from '#shared/landing-template.js';
import { fillLanding, type LandingPages } from './fill-landing.js';

/** Stand-ins for the built pages: like them, a page has a link's parts only when the link is set. */
const template = ({ join, community }: LandingLinks) =>
  '<title>%SITE_NAME%</title><link rel="canonical" href="%PUBLIC_URL%/landing">' +
  (join ? '<a href="%JOIN_URL%">入会する</a>' : '') +
  (community ? '<a href="%COMMUNITY_URL%">コミュニティ</a>' : '') +
  '<a href="/password">合言葉</a>' +
  (join ? '<a class="again" href="%JOIN_URL%">入会</a>' : '') +
  `<footer>${landingLegalLinksPlaceholder}<small>© %SITE_NAME%</small></footer>`;
const pages: LandingPages = Object.fromEntries(
  landingLinkChoices.map((links) => [landingFileName(links), template(links)]),
);
const settings = {
  siteName: 'からだ日和',
  joinUrl: 'https://join.example.jp/?plan=a&b=1',
  communityUrl: null,
  liveLessonUrl: null,
  liveWeekday: 3,
  liveTime: '21:00',
};

describe('fillLanding', () => {
  it('fills in the settings, escaped', () => {
    const html = fillLanding(pages, { ...settings, siteName: 'からだ<日和>' }, 'https://karada.example.jp');
    expect(html).toContain('<title>からだ&#60;日和&#62;</title>');
    expect(html).toContain('href="https://karada.example.jp/landing"');
    expect(html).toContain('<a href="https://join.example.jp/?plan=a&#38;b=1">入会する</a>');
    expect(html.match(/join\.example\.jp/g)).toHaveLength(2);
  });

  it('drops every join link when none is set, and keeps the rest', () => {
    const html = fillLanding(pages, { ...settings, joinUrl: null }, 'https://karada.example.jp');
    expect(html).not.toContain('入会');
    expect(html).not.toContain('<!--');
    expect(html).toContain('<a href="/password">合言葉</a>');
  });

  it('shows the community link when one is set', () => {
    const html = fillLanding(
      pages,
      { ...settings, communityUrl: 'https://community.example.jp/' },
      'https://karada.example.jp',
    );
    expect(html).toContain('<a href="https://community.example.jp/">コミュニティ</a>');
    expect(html).toContain('入会する');
  });

  it('inserts values with $ signs as written, and never fills a placeholder found inside a value', () => {
    const html = fillLanding(
      pages,
      { ...settings, siteName: '日和$&$1 %JOIN_URL%', joinUrl: 'https://join.example.jp/?a=$$b&c=$1' },
      'https://karada.example.jp',
    );
    expect(html).toContain('<title>日和$&#38;$1 %JOIN_URL%</title>');
    expect(html).toContain('<a href="https://join.example.jp/?a=$$b&#38;c=$1">入会する</a>');
    expect(html).toContain('<a class="again" href="https://join.example.jp/?a=$$b&#38;c=$1">入会</a>');
  });

  it('links only the legal pages that have something in them, and leaves no trace when none has', () => {
    const none = fillLanding(pages, settings, 'https://karada.example.jp', []);
    expect(none).toContain('<footer><small>© からだ日和</small></footer>');
    expect(none).not.toContain('%LEGAL_LINKS%');

    const some = fillLanding(pages, { ...settings, siteName: '<b>日和</b>' }, 'https://karada.example.jp', [
      'terms',
      'commerce',
    ]);
    expect(some).toContain(
      `<footer><nav class="lp-footer__legal" aria-label="${copy.legal.navLabel}"><ul>` +
        `<li><a class="lp-text-link" href="/terms">${copy.legal.titles.terms}</a></li>` +
        `<li><a class="lp-text-link" href="/tokushoho">${copy.legal.titles.commerce}</a></li>` +
        '</ul></nav><small>© &#60;b&#62;日和&#60;/b&#62;</small></footer>',
    );
    expect(some).not.toContain('/privacy');
  });

  it('never reads a site name that looks like the footer placeholder as one', () => {
    const html = fillLanding(pages, { ...settings, siteName: '%LEGAL_LINKS%' }, 'https://karada.example.jp', [
      'privacy',
    ]);
    expect(html).toContain('<title>%LEGAL_LINKS%</title>');
    expect(html.match(/lp-footer__legal/g)).toHaveLength(1);
  });
});
