import { describe, expect, it } from 'vitest';
import { copy } from '../../shared/copy.js';
import { fillLandingBody, landingBody, landingPlaceholders, renderLandingPage } from './landing-page.js';
import { appIcons, faviconSvg } from './logo-mark.js';
import { minifyCss } from './minify-css.js';
import faviconFile from '../public/favicon.svg?raw';
import manifestFile from '../public/manifest.webmanifest?raw';

const page = renderLandingPage({ css: '.lp{color:red}', themeColor: '#fbf7f1' });
const count = (text: string, part: string) => text.split(part).length - 1;

describe('renderLandingPage', () => {
  it('is a complete Japanese document with the placeholders the server fills in', () => {
    expect(page.startsWith('<!doctype html>\n<html lang="ja">')).toBe(true);
    for (const placeholder of Object.values(landingPlaceholders)) expect(page).toContain(placeholder);
    expect(page).toContain('<h1 id="lp-home-title" class="lp-hero__title">%SITE_NAME%</h1>');
    expect(page).toContain('<link rel="canonical" href="%PUBLIC_URL%/landing">');
    expect(page).toContain('<meta property="og:url" content="%PUBLIC_URL%/landing">');
    expect(page).toContain('<style>.lp{color:red}</style>');
  });

  it('has the meta tags, icons and manifest', () => {
    for (const tag of [
      `<title>${copy.landing.title('%SITE_NAME%')}</title>`,
      '<meta name="description" content="',
      '<meta name="theme-color" content="#fbf7f1">',
      '<meta property="og:title" content="',
      '<meta property="og:description" content="',
      '<meta property="og:type" content="website">',
      '<meta property="og:locale" content="ja_JP">',
      '<meta property="og:site_name" content="%SITE_NAME%">',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
      '<link rel="manifest" href="/manifest.webmanifest">',
    ]) {
      expect(page).toContain(tag);
    }
  });

  it('ships no script and no address of another site', () => {
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/https?:\/\//);
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

  it('keeps every join and community link inside its block', () => {
    expect(count(page, '<!--join-->')).toBe(count(page, '<!--/join-->'));
    expect(count(page, '<!--community-->')).toBe(count(page, '<!--/community-->'));
    const withoutBlocks = page
      .replace(/<!--join-->[\s\S]*?<!--\/join-->/g, '')
      .replace(/<!--community-->[\s\S]*?<!--\/community-->/g, '');
    expect(withoutBlocks).not.toContain('%JOIN_URL%');
    expect(withoutBlocks).not.toContain('%COMMUNITY_URL%');
    expect(withoutBlocks).not.toContain(copy.landing.join);
  });
});

describe('fillLandingBody', () => {
  it('fills in the settings, escaped, and drops the blocks of unset links', () => {
    const html = fillLandingBody(landingBody(), {
      siteName: 'ゆるり<日和>',
      joinUrl: 'https://join.example.jp/?a=1&b=2',
      communityUrl: null,
    });
    expect(html).toContain('ゆるり&#60;日和&#62;');
    expect(html).toContain('href="https://join.example.jp/?a=1&#38;b=2"');
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
    ).toBe(".a>.b,.c :focus{margin:0 auto;font-family:'Hiragino Sans',serif}");
    expect(minifyCss('@media (min-width: 40rem) {\n  .a { width: calc(100% - 1rem); }\n}')).toBe(
      '@media (min-width:40rem){.a{width:calc(100% - 1rem)}}',
    );
  });
});
