// Part of `npm run build` (after Vite): writes the prerendered landing page dist/web/landing.html
// from src/web/landing/landing-page.ts, with the site's style sheets inlined, and the home-screen
// icons that public/manifest.webmanifest and the pages' apple-touch-icon link name.
// Run as `node --import tsx scripts/build-landing.ts`.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { landingPlaceholders, renderLandingPage } from '../src/web/landing/landing-page.js';
import { appIcons } from '../src/web/landing/logo-mark.js';
import { minifyCss } from '../src/web/landing/minify-css.js';

const root = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(root, 'dist/web');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

if (!fs.existsSync(path.join(webRoot, 'index.html'))) {
  throw new Error('dist/web is not built: run Vite first (npm run build does)');
}

// The same tokens and base styles as the web app, then the page's own rules.
const tokens = read('src/web/styles/tokens.css');
const css = minifyCss(
  [tokens, read('src/web/styles/base.css'), read('src/web/landing/landing.css')].join('\n'),
);
const themeColor = /--color-bg:\s*(#[0-9a-fA-F]{3,8})\s*;/.exec(tokens)?.[1];
if (!themeColor) throw new Error('tokens.css has no --color-bg');

const html = renderLandingPage({ css, themeColor });

// What the server relies on (src/server/web/fill-landing.ts), checked before anything is written.
const problems: string[] = [];
if (/<script/i.test(html)) problems.push('the page must not contain scripts (the CSP refuses inline ones)');
for (const placeholder of Object.values(landingPlaceholders)) {
  if (!html.includes(placeholder)) problems.push(`${placeholder} is missing`);
}
for (const block of ['join', 'community']) {
  const opened = html.split(`<!--${block}-->`).length - 1;
  const closed = html.split(`<!--/${block}-->`).length - 1;
  if (opened === 0 || opened !== closed)
    problems.push(`<!--${block}--> blocks: ${opened} opened, ${closed} closed`);
}
const comments = html.match(/<!--[\s\S]*?-->/g) ?? [];
if (comments.some((comment) => !/^<!--\/?(join|community)-->$/.test(comment))) {
  problems.push('only <!--join--> and <!--community--> comments may appear');
}
if (/https?:\/\//.test(html.replace(/xmlns="http:\/\/www\.w3\.org\/2000\/svg"/g, ''))) {
  problems.push('the page must not link to other sites except through the settings');
}
if (problems.length > 0) throw new Error(`landing page: ${problems.join('; ')}`);

fs.writeFileSync(path.join(webRoot, 'landing.html'), html);

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

console.log(
  `landing page: dist/web/landing.html (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB), ${appIcons().length} icons`,
);
