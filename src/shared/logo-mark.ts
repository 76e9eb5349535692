// The logo mark's shapes and sizes (a sun with a leaf), for the app's wordmark and icons
// (src/web/landing/logo-mark.ts) and the first screens the server writes. No imports: the build
// and the server read it as it is.

/** The mark is drawn in a 36 × 36 box; the wordmark puts the site name to its right. */
export const markSize = 36;
/** Space between the mark and the site name. */
export const markGap = 8;
/** The site name's size in the wordmark, in the mark's units. */
export const wordmarkFontSize = 24;

export const markShapes = {
  sun: { cx: 18, cy: 18, r: 18 },
  leaf: 'M18 29c-6.5-4.8-6.5-13.4 0-20.5 6.5 7.1 6.5 15.7 0 20.5z',
  vein: 'M18 27V13',
} as const;
