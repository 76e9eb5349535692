import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy.js';
import {
  landingFileName,
  landingLegalLinksPlaceholder,
  landingPlaceholders,
} from '#shared/landing-template.js';
import { renderLandingPages } from './landing-document';
import { LandingBody } from './landing-page';
import { appIcons, faviconSvg } from './logo-mark.js';
import { minifyCss } from './minify-css.js';
import faviconFile from '../public/favicon.svg?raw';
import manifestFile from '../public/manifest.webmanifest?raw';

const pages = renderLandingPages({ css: '.lp{color:red}', themeColor: '#fbf7f1' });
const pageWith = (join: boolean, community: boolean) =>
  pages.find((page) => page.links.join === join && page.links.community === community)!.html;
/** The page of an install with every link set. */
const page = pageWith(true, true);
const count = (text: string, part: string) => text.split(part).length - 1;

describe('renderLandingPages', () => {
  it('is a complete Japanese document with the placeholders the server fills in', () => {
    expect(page.startsWith('<!doctype html>\n<html lang="ja">')).toBe(true);
    for (const placeholder of Object.values(landingPlaceholders)) expect(page).toContain(placeholder);
    expect(page).toContain('<h1 id="lp-home-title" class="lp-hero__title">%SITE_NAME%</h1>');
    expect(page).toContain('<link rel="canonical" href="%PUBLIC_URL%/landing"/>');
    expect(page).toContain('<meta property="og:url" content="%PUBLIC_URL%/landing"/>');
    expect(page).toContain('<style>.lp{color:red}</style>');
  });

  it('leaves room in every footer for the links to the legal pages, once', () => {
    for (const built of pages) {
      expect(count(built.html, landingLegalLinksPlaceholder), built.file).toBe(1);
      expect(built.html, built.file).toMatch(/<footer[^>]*><div[^>]*>%LEGAL_LINKS%<a /);
    }
  });

  it('writes one page per combination of links, each to its own file', () => {
    expect(pages.map((built) => built.file).sort()).toEqual([
      'landing-community.html',
      'landing-join-community.html',
      'landing-join.html',
      'landing.html',
    ]);
    for (const built of pages) expect(built.file).toBe(landingFileName(built.links));
  });

  it('has the meta tags, icons and manifest', () => {
    for (const tag of [
      `<title>${copy.landing.title('%SITE_NAME%')}</title>`,
      '<meta name="description" content="',
      '<meta name="theme-color" content="#fbf7f1"/>',
      '<meta property="og:title" content="',
      '<meta property="og:description" content="',
      '<meta property="og:type" content="website"/>',
      '<meta property="og:locale" content="ja_JP"/>',
      '<meta property="og:site_name" content="%SITE_NAME%"/>',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>',
      '<link rel="manifest" href="/manifest.webmanifest"/>',
    ]) {
      expect(page).toContain(tag);
    }
  });

  it('ships no script, no comment and no address of another site', () => {
    for (const built of pages) {
      expect(built.html).not.toMatch(/<script/i);
      expect(built.html).not.toContain('<!--');
      expect(built.html).not.toMatch(/https?:\/\//);
    }
  });

  it('has the three sections the menu points at, the services and the testimonials', () => {
    for (const id of ['home', 'services', 'reviews']) {
      expect(page).toContain(`id="${id}"`);
      expect(page).toContain(`class="lp-nav__link" href="#${id}"`);
    }
    expect(page).toContain(copy.site.tagline);
    for (const service of copy.landing.services) expect(page).toContain(service.title);
    for (const review of copy.landing.reviews) {
      expect(page).toContain(copy.landing.reviewer(review.initials, review.age));
      expect(page).toContain(review.story);
    }
    expect(page).toContain('href="/password"');
    expect(page).toContain('href="/login"');
  });

  it('shows the join and community links only on the pages for installs that set them', () => {
    expect(count(page, 'href="%JOIN_URL%"')).toBe(2);
    expect(count(page, 'href="%COMMUNITY_URL%"')).toBe(1);
    const withoutLinks = pageWith(false, false);
    expect(withoutLinks).not.toContain('%JOIN_URL%');
    expect(withoutLinks).not.toContain('%COMMUNITY_URL%');
    expect(withoutLinks).not.toContain(copy.landing.join);
    expect(withoutLinks).not.toContain(copy.landing.communityLink);
    expect(withoutLinks).toContain('href="/password"');
    expect(pageWith(true, false)).not.toContain(copy.landing.communityLink);
    expect(count(pageWith(false, true), 'href="%COMMUNITY_URL%"')).toBe(1);
    expect(pageWith(false, true)).not.toContain(copy.landing.join);
  });
});

describe('LandingBody', () => {
  it('shows the settings, escaped, and leaves out the sections of unset links', () => {
    const html = renderToStaticMarkup(
      createElement(LandingBody, {
        siteName: 'ゆるり<日和>',
        joinUrl: 'https://join.example.jp/?a=1&b=2',
        communityUrl: null,
      }),
    );
    expect(html).toContain('ゆるり&lt;日和&gt;');
    expect(html).not.toContain('ゆるり<日和>');
    expect(html).toContain('href="https://join.example.jp/?a=1&amp;b=2"');
    expect(html).not.toContain('%');
    expect(html).not.toContain('<!--');
    expect(html).not.toContain(copy.landing.communityLink);
  });
});

describe('icons', () => {
  it('public/favicon.svg is the mark drawn by logo-mark.ts', () => {
    expect(faviconFile).toBe(faviconSvg());
  });

  it('the manifest names the icons the build draws, at their sizes', () => {
    const manifest = JSON.parse(manifestFile) as {
      icons: Array<{ src: string; sizes: string; type: string }>;
    };
    const drawn = new Map(appIcons().map((icon) => [`/${icon.file}`, icon.size]));
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of pngs) expect(`${drawn.get(icon.src)}x${drawn.get(icon.src)}`).toBe(icon.sizes);
  });
});

describe('minifyCss', () => {
  it('drops comments and spaces without changing selectors or values', () => {
    expect(
      minifyCss(
        `/* note */\n.a > .b,\n.c :focus {\n  margin: 0 auto;\n  font-family: 'Hiragino Sans', serif;\n}\n`,
      ),
    ).toBe('.a>.b,.c :focus{margin:0 auto;font-family:Hiragino Sans,serif}');
    // The browsers the site supports all read media query ranges, the shorter form.
    expect(minifyCss('@media (min-width: 40rem) {\n  .a { width: calc(100% - 1rem); }\n}')).toBe(
      '@media (width>=40rem){.a{width:calc(100% - 1rem)}}',
    );
  });

  it('refuses a sheet with a mistake, so the build stops', () => {
    expect(() => minifyCss('.a { color: red; } }')).toThrow();
    expect(() => minifyCss('.a:hoverr { color: red; }')).toThrow(/hoverr/);
  });
});
