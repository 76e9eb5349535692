// The logo's mark (a sun with a leaf) in one place: the React wordmark (components/logo.tsx, also
// on the prerendered landing page), the favicon and the home-screen icons all draw it from here,
// and the first screens the server writes (src/shared/member-first-screen.ts) from its shapes in
// src/shared/logo-mark.ts. The build runs it in Node as it is (with the source condition).
import { markShapes, markSize } from '#shared/logo-mark.js';

export { markGap, markShapes, markSize, wordmarkFontSize } from '#shared/logo-mark.js';

/** The colours of tokens.css the mark uses, for files that cannot read CSS (icons). */
const markColors = {
  sun: '#a34a28', // --color-primary
  leaf: '#ffffff', // --color-surface
  background: '#fbf7f1', // --color-bg
} as const;

/** The mark alone, coloured in place, `scale` × 36 pixels, on an optional square background. */
function markSvg(size: number, options: { markScale: number; background?: string }): string {
  const { sun, leaf, vein } = markShapes;
  const round = (value: number) => Number(value.toFixed(4));
  const drawn = size * options.markScale;
  const offset = round((size - drawn) / 2);
  const scale = round(drawn / markSize);
  const background = options.background
    ? `<rect width="${size}" height="${size}" fill="${options.background}"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    background +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">` +
    `<circle cx="${sun.cx}" cy="${sun.cy}" r="${sun.r}" fill="${markColors.sun}"/>` +
    `<path d="${leaf}" fill="${markColors.leaf}"/>` +
    `<path d="${vein}" stroke="${markColors.sun}" stroke-width="1.5" stroke-linecap="round" fill="none"/>` +
    `</g></svg>`
  );
}

/** src/web/public/favicon.svg (a unit test keeps the file equal to this). */
export function faviconSvg(): string {
  return `${markSvg(32, { markScale: 1 })}\n`;
}

export type AppIcon = { file: string; size: number; svg: string };

/**
 * The home-screen icons, drawn as SVG and turned into PNG at build (sharp). "any" icons are the
 * mark with a little room; the maskable one keeps the mark inside the safe circle (80 %) on the
 * site's background, as does the apple-touch icon, which iOS shows on an opaque square.
 */
export function appIcons(): AppIcon[] {
  return [
    { file: 'icons/icon-192.png', size: 192, svg: markSvg(192, { markScale: 0.9 }) },
    { file: 'icons/icon-512.png', size: 512, svg: markSvg(512, { markScale: 0.9 }) },
    {
      file: 'icons/icon-maskable-512.png',
      size: 512,
      svg: markSvg(512, { markScale: 0.64, background: markColors.background }),
    },
    {
      file: 'apple-touch-icon.png',
      size: 180,
      svg: markSvg(180, { markScale: 0.72, background: markColors.background }),
    },
  ];
}
