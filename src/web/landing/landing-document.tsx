// The prerendered landing page (/landing) as complete HTML documents, rendered once at build time
// by scripts/build-landing.ts into dist/web. The settings that change at run time are placeholders
// (src/shared/landing-template.ts) that the server fills in per request; whether a link is set
// decides whole sections, so there is one document per combination of links and the server picks
// the one that matches its settings.
import { renderToStaticMarkup } from 'react-dom/server';
import { copy } from '#shared/copy.js';
import {
  landingFileName,
  landingLegalLinksPlaceholder,
  landingLinkChoices,
  landingPlaceholders,
  type LandingLinks,
} from '#shared/landing-template.js';
import { paths } from '../config/paths';
import { LandingBody } from './landing-page';

export type LandingDocumentOptions = {
  /** The page's CSS (tokens, base styles, logo and landing styles), inlined in a <style>. */
  css: string;
  /** <meta name="theme-color">, the page background of tokens.css. */
  themeColor: string;
};

export type BuiltLandingPage = { file: string; links: LandingLinks; html: string };

function LandingDocument({ css, themeColor, links }: LandingDocumentOptions & { links: LandingLinks }) {
  const { siteName, joinUrl, communityUrl, publicUrl } = landingPlaceholders;
  const title = copy.landing.title(siteName);
  const canonical = `${publicUrl}${paths.landing}`;
  return (
    <html lang="ja">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>{title}</title>
        <meta name="description" content={copy.landing.description} />
        <link rel="canonical" href={canonical} />
        <meta name="theme-color" content={themeColor} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={copy.landing.description} />
        <meta property="og:type" content="website" />
        <meta property="og:url" content={canonical} />
        <meta property="og:locale" content="ja_JP" />
        <meta property="og:site_name" content={siteName} />
        <meta name="twitter:card" content="summary" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* Our own minified style sheets, written by the build: nothing in them to escape. */}
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        <LandingBody
          siteName={siteName}
          joinUrl={links.join ? joinUrl : null}
          communityUrl={links.community ? communityUrl : null}
          legalLinks={landingLegalLinksPlaceholder}
        />
      </body>
    </html>
  );
}

/** Every document the server may send, placeholders and all, with the file each goes to. */
export function renderLandingPages(options: LandingDocumentOptions): BuiltLandingPage[] {
  return landingLinkChoices.map((links) => ({
    file: landingFileName(links),
    links,
    html: `<!doctype html>\n${renderToStaticMarkup(<LandingDocument {...options} links={links} />)}\n`,
  }));
}
