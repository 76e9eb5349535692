// Part of `npm run build` (after Vite): prerenders the landing page with React into dist/web (one
// document per combination of links, src/web/landing/landing-document.tsx), with the site's style
// sheets minified and inlined, and draws the home-screen icons that public/manifest.webmanifest and
// the pages' apple-touch-icon link name. Run as `node --conditions=karada-source --import tsx scripts/build-landing.ts`.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createServer } from 'vite';
import {
  landingLegalLinksPlaceholder,
  landingPlaceholders,
  type LandingLinks,
} from '../src/shared/landing-template.js';
import { appIcons } from '../src/web/landing/logo-mark.js';
import { minifyCss } from '../src/web/landing/minify-css.js';

/** What landing-document.tsx exports (it is TSX for the web app's compiler, so typed here by hand). */
type LandingDocumentModule = {
  renderLandingPages(options: { css: string; themeColor: string }): Array<{
    file: string;
    links: LandingLinks;
    html: string;
  }>;
};

const root = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(root, 'dist/web');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

if (!fs.existsSync(path.join(webRoot, 'index.html'))) {
  throw new Error('dist/web is not built: run Vite first (npm run build does)');
}

// The same tokens and base styles as the web app, the logo's rules, then the page's own, each
// minified on its own so that a mistake is reported with its file and line.
const sheets = [
  'src/web/styles/tokens.css',
  'src/web/styles/base.css',
  'src/web/components/logo.css',
  'src/web/landing/landing.css',
];
const css = sheets.map((file) => minifyCss(read(file), file)).join('');
const themeColor = /--color-bg:\s*(#[0-9a-fA-F]{3,8})\s*;/.exec(read('src/web/styles/tokens.css'))?.[1];
if (!themeColor) throw new Error('tokens.css has no --color-bg');

// The components are the web app's (TSX, CSS imports): Vite loads them the way it builds the app.
const vite = await createServer({
  configFile: path.join(root, 'vite.config.ts'),
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false },
});
let pages: ReturnType<LandingDocumentModule['renderLandingPages']>;
try {
  const module = (await vite.ssrLoadModule('/landing/landing-document.tsx')) as LandingDocumentModule;
  pages = module.renderLandingPages({ css, themeColor });
} finally {
  await vite.close();
}

// What the server relies on (src/server/web/fill-landing.ts), checked before anything is written.
const problems: string[] = [];
for (const { file, links, html } of pages) {
  const expected = new Set<string>([
    landingPlaceholders.siteName,
    landingPlaceholders.publicUrl,
    landingLegalLinksPlaceholder,
  ]);
  if (links.join) expected.add(landingPlaceholders.joinUrl);
  if (links.community) expected.add(landingPlaceholders.communityUrl);
  const found = new Set(html.match(/%[A-Z_]+%/g));
  for (const placeholder of expected)
    if (!found.has(placeholder)) problems.push(`${file}: ${placeholder} is missing`);
  for (const placeholder of found)
    if (!expected.has(placeholder)) problems.push(`${file}: ${placeholder} is unexpected`);
  if (/<script/i.test(html)) problems.push(`${file}: no scripts (the CSP refuses inline ones)`);
  if (html.includes('<!--')) problems.push(`${file}: no HTML comments`);
  if (/https?:\/\//.test(html)) problems.push(`${file}: no links to other sites except through the settings`);
}
if (problems.length > 0) throw new Error(`landing page: ${problems.join('; ')}`);

for (const { file, html } of pages) fs.writeFileSync(path.join(webRoot, file), html);

// Icons: the mark drawn as SVG, rasterised once here.
for (const icon of appIcons()) {
  const file = path.join(webRoot, icon.file);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(icon.svg)).resize(icon.size, icon.size).png({ compressionLevel: 9 }).toFile(file);
}

// Every icon the manifest names must now exist.
const manifest = JSON.parse(fs.readFileSync(path.join(webRoot, 'manifest.webmanifest'), 'utf8')) as {
  icons: Array<{ src: string }>;
};
const missing = manifest.icons.filter((icon) => !fs.existsSync(path.join(webRoot, icon.src)));
if (missing.length > 0) {
  throw new Error(`manifest.webmanifest names missing icons: ${missing.map((icon) => icon.src).join(', ')}`);
}

const sizes = pages.map(({ file, html }) => `${file} ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB`);
console.log(`landing pages: ${sizes.join(', ')}; ${appIcons().length} icons`);
